import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { Spinner } from "@/web/components/ui/spinner";
import { VerifyTransactionButton } from "@/web/features/payments/components/verify-transaction-button";
import { WalletCard } from "@/web/features/payments/wallet/wallet-card";
import { useProfile } from "@/web/features/profile/api/profile-query";
import { ChangePasswordCard } from "@/web/features/profile/components/change-password-card";
import { EmailLanguageCard } from "@/web/features/profile/components/email-language-card";
import { ProfileForm } from "@/web/features/profile/components/profile-form";
import { PublicKeyIdCard } from "@/web/features/profile/components/public-key-id-card";
import { SessionsCard } from "@/web/features/profile/components/sessions-card";
import { SignOutButton } from "@/web/features/session/components/sign-out-button";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";
import { useSession } from "@/web/lib/session";

export const meta = () =>
  pageMeta({
    title: m.profile_meta_title(),
    description: m.profile_meta_description(),
    path: paths.profile,
    noindex: true,
  });

/** Profile Settings (spec: header, Verify Transaction, Profile Information, Wallet Information) and security. */
export default function ProfilePage() {
  const session = useSession().data;
  const profile = useProfile();
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={pageHref(paths.dashboard)}>
            <ArrowLeftIcon aria-hidden />
            {m.profile_page_back()}
          </Link>
        </Button>
        <SignOutButton variant="outline" />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="break-words font-bold text-3xl tracking-tight">{m.profile_page_title()}</h1>
          <p className="mt-1 text-slate-600">{m.profile_page_intro()}</p>
        </div>
        <VerifyTransactionButton className="self-start sm:self-auto" />
      </div>

      {profile.isPending ? (
        <Spinner label={m.profile_page_loading()} className="self-center" />
      ) : profile.isError ? (
        <Alert tone="danger" className="flex-col items-start">
          <p>{m.profile_page_load_error({ reason: profile.error.message })}</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {m.profile_page_try_again()}
          </Button>
        </Alert>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      {session ? <EmailLanguageCard locale={session.user.locale} /> : null}
      <WalletCard />
      {profile.data ? <PublicKeyIdCard publicKeyId={profile.data.publicKeyId} /> : null}

      <section aria-labelledby="security-title" className="flex flex-col gap-4">
        <h2 id="security-title" className="font-bold text-2xl tracking-tight">
          {m.profile_security_title()}
        </h2>
        <ChangePasswordCard />
        <TwoFactorCard enabled={session?.user.twoFactorEnabled === true} />
        {session ? <SessionsCard currentSessionId={session.session.id} /> : null}
      </section>
    </Container>
  );
}
