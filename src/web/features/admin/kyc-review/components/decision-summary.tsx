import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { formatDateTime } from "@/shared/format/dates";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { kycStatusBadges } from "@/web/features/admin/kyc-review/lib/kyc-labels";

/** A decided submission: what was decided, by whom, when and why. Nothing can be changed any more. */
export function DecisionSummary({ submission }: { submission: AdminKycSubmission }) {
  const badge = kycStatusBadges[submission.status];
  const rejected = submission.status === "rejected";
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <h3 className="font-semibold text-lg leading-tight">Decision</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-0.5">
            <dt className="text-slate-600">Decided</dt>
            <dd className="font-medium">
              {submission.decidedAt ? formatDateTime(submission.decidedAt) : "Not recorded"}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-slate-600">By</dt>
            <dd className="break-all font-medium">{submission.decidedBy ?? "Not recorded"}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5 sm:col-span-2">
            <dt className="text-slate-600">{rejected ? "Reason" : "Note"}</dt>
            <dd className="whitespace-pre-wrap break-words font-medium">
              {submission.decisionReason || (rejected ? "No reason was recorded." : "No note.")}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
