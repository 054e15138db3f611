import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
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
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.kyc_meta_title(),
    description: m.kyc_meta_description(),
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
  if (status.isPending || profile.isPending) content = <PageSpinner label={m.kyc_page_loading()} />;
  else if (status.isError)
    content = (
      <Alert tone="danger" className="flex-col items-start">
        <p>{m.kyc_page_load_error()}</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {m.kyc_page_try_again()}
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
        to={pageHref(paths.dashboard)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {m.kyc_page_back()}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="break-words font-bold text-3xl tracking-tight">{m.kyc_page_title()}</h1>
        <p className="text-slate-600">{m.kyc_page_intro()}</p>
      </div>
      {content}
    </Container>
  );
}
