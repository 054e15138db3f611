import { FileTextIcon } from "lucide-react";
import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { formatFileSize } from "@/shared/format/money";
import { kycDocumentKinds, kycDocumentLabels } from "@/shared/kyc/kyc-documents";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { kycDocumentUrl } from "@/web/features/admin/kyc-review/api/get-kyc-submission";

/**
 * The four documents in the wizard's order: images inline (a click opens the full size), PDFs as a
 * link. The browser fetches them with the operator's cookie; the server never lets them be cached.
 */
export function SubmissionDocuments({ submission }: { submission: AdminKycSubmission }) {
  const byKind = new Map(submission.documents.map((d) => [d.kind, d]));
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-lg leading-tight">Documents</h3>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {kycDocumentKinds.map((kind) => {
            const document = byKind.get(kind);
            const label = kycDocumentLabels[kind];
            const url = kycDocumentUrl(submission.id, kind);
            return (
              <li key={kind} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <h4 className="font-medium text-sm">{label}</h4>
                {!document ? (
                  <p className="text-slate-600 text-sm">Missing.</p>
                ) : document.contentType === "application/pdf" ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
                  >
                    <FileTextIcon className="size-4" aria-hidden />
                    Open PDF<span className="sr-only">: {label}</span>
                  </a>
                ) : (
                  <a href={url} target="_blank" rel="noopener" className="block self-start">
                    <img
                      src={url}
                      alt={`${label} of ${submission.fullName}`}
                      className="max-h-64 max-w-full rounded border border-slate-200 bg-slate-50 object-contain"
                    />
                  </a>
                )}
                {document ? (
                  <p className="break-all text-slate-600 text-xs">
                    {document.originalName} · {formatFileSize(document.sizeBytes)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
