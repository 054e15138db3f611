import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { consolePaths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { DecisionForm } from "@/web/features/admin/kyc-review/components/decision-form";
import { DecisionSummary } from "@/web/features/admin/kyc-review/components/decision-summary";
import { SubmissionDetails } from "@/web/features/admin/kyc-review/components/submission-details";
import { SubmissionDocuments } from "@/web/features/admin/kyc-review/components/submission-documents";
import { kycStatusBadges } from "@/web/features/admin/kyc-review/lib/kyc-labels";

/** One submission: its details and documents, and the decision to take or the one taken. */
export function KycReviewView({ submission }: { submission: AdminKycSubmission }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const badge = kycStatusBadges[submission.status];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={consolePaths.kyc}
          className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          Back to the KYC queue
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <span className="font-semibold text-slate-900">{submission.fullName}</span>
          <span className="break-all">{submission.email}</span>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </p>
      </div>
      {conflict ? (
        <Alert tone="danger">
          <p>{conflict} Its decision is shown below.</p>
        </Alert>
      ) : null}
      {/* A decision taken comes first; one to take comes after what it is taken on. */}
      {submission.status === "pending" ? null : <DecisionSummary submission={submission} />}
      <SubmissionDetails submission={submission} />
      <SubmissionDocuments submission={submission} />
      {submission.status === "pending" ? (
        <DecisionForm submission={submission} onConflict={setConflict} />
      ) : null}
    </div>
  );
}
