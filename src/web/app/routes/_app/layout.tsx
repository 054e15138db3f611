import { useIsMutating, useMutationState } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { AppHeaderActions } from "@/web/app/layout/app-header-actions";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteHeader } from "@/web/app/layout/site-header";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { PageSpinner } from "@/web/components/ui/spinner";
import { signOutMutationKey } from "@/web/features/session/api/sign-out";
import { useRememberedLocale } from "@/web/features/session/hooks/use-remembered-locale";
import type { SignedInContext } from "@/web/features/session/hooks/use-signed-in-user";
import { loginRedirect } from "@/web/features/session/utils/login-redirect";
import { AccountLiveProvider } from "@/web/lib/account-live";
import { pageHref } from "@/web/lib/locale";
import { useSession } from "@/web/lib/session";

/**
 * Nothing to load: having a loader that runs only in the browser makes React Router prerender these
 * pages as the root's HydrateFallback (the site's frame and a spinner), one file per page and
 * language. /ka/dashboard thus paints in Georgian before its JavaScript runs, where the one English
 * shell painted English until hydration.
 */
export async function clientLoader() {
  return null;
}

/**
 * The signed-in area (/dashboard, later /investment, /profile, /kyc). Spec: while the session
 * loads a spinner shows; without a signed-in user the visitor goes to /login, replacing the
 * history entry, and comes back after signing in.
 */
export default function AppLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  useRememberedLocale(session.data?.user);
  // Signing out empties the session before leaving for /; the guard must not send the user to /login meanwhile.
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  const signedOut = useMutationState({
    filters: { mutationKey: signOutMutationKey },
    select: (mutation) => mutation.state.status,
  }).some((status) => status === "success" || status === "error");

  let content: React.ReactNode;
  if (session.data) {
    const context: SignedInContext = { user: session.data.user };
    content = (
      <AccountLiveProvider>
        <Outlet context={context} />
      </AccountLiveProvider>
    );
  } else if (session.isPending || signingOut) {
    content = <PageSpinner label={signingOut ? m.app_signing_out() : m.app_loading_account()} />;
  } else if (session.isError) {
    content = (
      <Container className="py-16">
        <Alert tone="danger" className="flex-col items-start">
          <p>{m.app_session_error()}</p>
          <Button variant="outline" size="sm" onClick={() => void session.refetch()}>
            {m.app_try_again()}
          </Button>
        </Alert>
      </Container>
    );
  } else if (signedOut) {
    return <Navigate to={pageHref(paths.home)} replace />;
  } else {
    return <Navigate to={loginRedirect(pathname, search)} replace />;
  }

  return (
    <PageFrame
      header={<SiteHeader actions={session.data ? AppHeaderActions : HiddenActions} />}
      className="bg-slate-50"
      mainClassName="flex flex-col"
    >
      {content}
    </PageFrame>
  );
}

/** Until the user is known, the header offers no account actions. */
function HiddenActions() {
  return null;
}
