import { CheckCircle2Icon } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { m } from "@/paraglide/messages";
import { formatFileSize } from "@/shared/format/money";
import { type KycDocumentKind, kycDocumentLabels } from "@/shared/kyc/kyc-documents";
import { Field } from "@/web/components/ui/field";
import { Progress } from "@/web/components/ui/progress";
import { checkDocument } from "@/web/features/kyc/lib/check-document";
import type { FileProgress } from "@/web/features/kyc/lib/upload-progress";

/** What each document shows (message functions, read when shown). */
export const documentHints: Record<KycDocumentKind, () => string> = {
  idFront: m.kyc_document_hint_id_front,
  idBack: m.kyc_document_hint_id_back,
  selfie: m.kyc_document_hint_selfie,
  proofOfAddress: m.kyc_document_hint_proof_of_address,
};

/**
 * Choose File for one document: the file is checked at once by the server's rules and kept only
 * when it passes; otherwise the field says why.
 */
export function DocumentField({
  kind,
  file,
  error,
  progress,
  onChange,
}: {
  kind: KycDocumentKind;
  file: File | null;
  error?: string | undefined;
  /** While the documents are being sent: this one's bytes sent of its size. */
  progress?: FileProgress | undefined;
  onChange: (kind: KycDocumentKind, file: File | null, error?: string) => void;
}) {
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A file the server refused is dropped: the input must not go on showing its name.
  useEffect(() => {
    if (file === null && input.current) input.current.value = "";
  }, [file]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return onChange(kind, null);
    setChecking(true);
    const problem = await checkDocument(chosen).catch(() => m.kyc_document_unreadable());
    setChecking(false);
    if (problem) {
      event.target.value = "";
      onChange(kind, null, problem);
    } else onChange(kind, chosen);
  }

  return (
    <Field
      label={kycDocumentLabels[kind]}
      error={error}
      hint={`${documentHints[kind]()} ${m.kyc_document_formats()}`}
    >
      {(control) => (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-300 border-dashed bg-slate-50 p-3">
          <input
            {...control}
            ref={input}
            type="file"
            name={kind}
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            onChange={(event) => void choose(event)}
            className="w-full min-w-0 text-slate-700 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
          />
          {checking ? <p className="text-slate-600 text-xs">{m.kyc_document_checking()}</p> : null}
          {file && progress ? (
            <UploadProgress label={kycDocumentLabels[kind]} progress={progress} />
          ) : file && !checking ? (
            <p className="flex items-center gap-1.5 break-all text-emerald-800 text-xs">
              <CheckCircle2Icon className="size-4 shrink-0" aria-hidden />
              <span>{m.kyc_document_ready({ name: file.name, size: formatFileSize(file.size) })}</span>
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function UploadProgress({ label, progress }: { label: string; progress: FileProgress }) {
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 100;
  return (
    <div className="flex flex-col gap-1">
      <Progress
        value={percent}
        aria-label={m.kyc_document_progress_label({ document: label })}
        className="h-2"
      />
      <p className="text-slate-700 text-xs">
        {percent === 100
          ? m.kyc_document_uploaded({ size: formatFileSize(progress.total) })
          : m.kyc_document_uploading({
              sent: formatFileSize(progress.sent),
              total: formatFileSize(progress.total),
              percent: String(percent),
            })}
      </p>
    </div>
  );
}
