import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Container } from "@/web/components/ui/section";
import { PageSpinner } from "@/web/components/ui/spinner";
import { useKycStatus } from "@/web/features/kyc/api/get-kyc-status";
import { KycStatusCard } from "@/web/features/kyc/components/kyc-status-card";
import { KycWizard } from "@/web/features/kyc/components/kyc-wizard";
import { prefillFromProfile } from "@/web/features/kyc/lib/prefill";
import { useProfile } from "@/web/features/profile/api/profile-query";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Identity Verification",
    description: "Identity Verification: PXL investor area.",
    path: paths.kyc,
    noindex: true,
  });

/** /kyc: the identity check wizard, or the state of the latest submission (refreshed live). */
export default function KycPage() {
  const status = useKycStatus();
  // The wizard starts from what the profile says (name, country); without it, from empty fields.
  const profile = useProfile();
  const [resubmitting, setResubmitting] = useState(false);

  let content: React.ReactNode;
  if (status.isPending || profile.isPending)
    content = <PageSpinner label="Loading your verification status…" />;
  else if (status.isError)
    content = (
      <Alert tone="danger" className="flex-col items-start">
        <p>We could not load your verification status. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (status.data.status === "not_submitted" || (status.data.status === "rejected" && resubmitting))
    content = (
      <Card>
        <CardContent>
          <KycWizard
            onSubmitted={() => setResubmitting(false)}
            initial={profile.data ? prefillFromProfile(profile.data) : undefined}
          />
        </CardContent>
      </Card>
    );
  else
    content = (
      <KycStatusCard
        status={{ ...status.data, status: status.data.status }}
        onSubmitAgain={() => setResubmitting(true)}
      />
    );

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <Link
        to={paths.dashboard}
        className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">Identity Verification</h1>
        <p className="text-slate-600">
          The sale agreement requires every buyer to be 18 or older and to pass a KYC check. Your documents
          are kept privately and seen only by you and our verification team.
        </p>
      </div>
      {content}
    </Container>
  );
}
