import { ArrowLeftIcon, UserPlusIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { RegisterForm } from "@/web/features/auth/components/register-form";
import { safeRedirect } from "@/web/features/auth/lib/safe-redirect";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Create your account",
    description: `Register to take part in the ${siteConfig.tokenSymbol} private sale of ${siteConfig.academyName}.`,
    path: paths.register,
    noindex: true,
  });

export default function Register() {
  const [searchParams] = useSearchParams();
  // Join the Sale sends /register?redirectTo=/investment: the confirmation link returns there.
  const returnTo = safeRedirect(searchParams.get("redirectTo"), "") || undefined;
  return (
    <div className="flex w-full max-w-2xl flex-col gap-4">
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        Back to Home
      </Link>
      <AuthCard
        icon={<UserPlusIcon aria-hidden />}
        title="Create Your Account"
        description={`Register to join the ${siteConfig.tokenSymbol} private sale. We will send you a link to confirm your e-mail address.`}
      >
        <RegisterForm returnTo={returnTo} />
      </AuthCard>
    </div>
  );
}
