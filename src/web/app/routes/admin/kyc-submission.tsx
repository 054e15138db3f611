import { Link, useParams } from "react-router";
import { consolePaths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { PageSpinner } from "@/web/components/ui/spinner";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { useKycSubmission } from "@/web/features/admin/kyc-review/api/get-kyc-submission";
import { KycReviewView } from "@/web/features/admin/kyc-review/components/kyc-review-view";
import { ApiRequestError } from "@/web/lib/api-request-error";

export const meta = () => adminMeta("KYC review");

/** /admin/kyc/:id: one identity check, its documents, and the operator's decision. */
export default function KycSubmissionPage() {
  const { id = "" } = useParams();
  const submission = useKycSubmission(id);

  let content: React.ReactNode;
  if (submission.data) content = <KycReviewView submission={submission.data} />;
  else if (submission.isPending) content = <PageSpinner label="Loading the submission…" />;
  else if (submission.error instanceof ApiRequestError && submission.error.status === 404)
    content = (
      <Alert tone="warning" className="flex-col items-start">
        <p>There is no identity check at this address.</p>
        <Link to={consolePaths.kyc} className="font-semibold underline underline-offset-4">
          Back to the KYC queue
        </Link>
      </Alert>
    );
  else
    content = (
      <Alert tone="danger" className="flex-col items-start">
        <p>We could not load this submission. {submission.error?.message || "Please try again."}</p>
        <Button variant="outline" size="sm" onClick={() => void submission.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  return <ConsolePage title="KYC review">{content}</ConsolePage>;
}
