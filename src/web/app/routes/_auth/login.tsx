import { ShieldCheckIcon } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LoginNotices } from "@/web/features/auth/components/login-notices";
import { SignInFlow } from "@/web/features/auth/components/sign-in-flow";
import { readLoginState } from "@/web/features/auth/lib/login-state";
import { safeRedirect } from "@/web/features/auth/lib/safe-redirect";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";
import { useHydrated } from "@/web/lib/use-hydrated";

export const meta = () =>
  pageMeta({
    title: m.login_meta_title(),
    description: m.login_meta_description({ academy: siteConfig.academyName }),
    path: paths.login,
    noindex: true,
  });

export default function Login() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The page is prerendered without a query: notices read from it (?confirmed, ?error) wait for hydration.
  const hydrated = useHydrated();
  const registeredEmail = readLoginState(location.state)?.registeredEmail;
  const redirectTo = safeRedirect(searchParams.get("redirectTo"));
  // A new confirmation link goes where signing in would: only a page the visitor asked for.
  const returnTo = searchParams.has("redirectTo") ? redirectTo : undefined;

  return (
    <div className="flex w-full max-w-md flex-col gap-4">
      <SignInFlow
        defaultEmail={registeredEmail}
        returnTo={returnTo}
        notices={
          hydrated && (
            <LoginNotices
              registeredEmail={registeredEmail}
              confirmed={searchParams.get("confirmed") === "1"}
              confirmationError={searchParams.get("error")}
              returnTo={returnTo}
            />
          )
        }
        footer={
          <p className="mt-6 text-center text-slate-600 text-sm">
            {m.login_new_here()}{" "}
            <Link to={pageHref(paths.register)} className="font-medium text-brand-700 underline">
              {m.login_create_account_link()}
            </Link>
          </p>
        }
        onSignedIn={() => navigate(redirectTo, { replace: true })}
      />
      <aside className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-xs">
        <ShieldCheckIcon className="size-5 shrink-0 text-brand-600" aria-hidden />
        <p>
          <strong className="text-slate-800">{m.login_security_note_title()}</strong>{" "}
          {m.login_security_note()}
        </p>
      </aside>
    </div>
  );
}
