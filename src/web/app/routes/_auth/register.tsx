import { ArrowLeftIcon, UserPlusIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { RegisterForm } from "@/web/features/auth/components/register-form";
import { safeRedirect } from "@/web/features/auth/lib/safe-redirect";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.register_meta_title(),
    description: m.register_meta_description({
      token: siteConfig.tokenSymbol,
      academy: siteConfig.academyName,
    }),
    path: paths.register,
    noindex: true,
  });

export default function Register() {
  const [searchParams] = useSearchParams();
  // Join the Sale sends /register?redirectTo=/investment: the confirmation link returns there.
  // Else a Georgian reader's link returns to the Georgian dashboard (the server's default is the English one).
  const dashboard = pageHref(paths.dashboard);
  const returnTo =
    safeRedirect(searchParams.get("redirectTo"), "") ||
    (dashboard === paths.dashboard ? undefined : dashboard);
  return (
    <div className="flex w-full max-w-2xl flex-col gap-4">
      <Link
        to={pageHref(paths.home)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {m.register_back_home()}
      </Link>
      <AuthCard
        icon={<UserPlusIcon aria-hidden />}
        title={m.register_title()}
        description={m.register_description({ token: siteConfig.tokenSymbol })}
      >
        <RegisterForm returnTo={returnTo} />
      </AuthCard>
    </div>
  );
}
