import { Navigate, Outlet, useLocation, useOutletContext } from "react-router";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { PageSpinner } from "@/web/components/ui/spinner";
import { isForbidden, isSignedOut, useAdminMe } from "@/web/features/admin/api/get-admin-me";
import { ConsoleShell } from "@/web/features/admin/components/console-shell";
import { OperatorsOnly } from "@/web/features/admin/components/operators-only";
import type { SignedInContext } from "@/web/features/session/hooks/use-signed-in-user";
import { loginRedirect } from "@/web/features/session/utils/login-redirect";

/**
 * The operator console (/admin/*), inside the signed-in area, whose layout has already sent a
 * signed-out visitor to /login. Only an operator gets the console: anyone else is told so, and
 * nothing of the console but GET /api/admin/me is asked for on their behalf.
 */
export default function AdminLayout() {
  const signedIn = useOutletContext<SignedInContext>();
  const { pathname, search } = useLocation();
  const me = useAdminMe();

  // Checked first: a role revoked while the console is open takes it away at the next check.
  if (isForbidden(me.error)) return <OperatorsOnly />;
  if (me.data) {
    return (
      <ConsoleShell email={me.data.email}>
        <Outlet context={signedIn} />
      </ConsoleShell>
    );
  }
  if (me.isPending) return <PageSpinner label="Checking your access…" />;
  // The session ended since the page loaded.
  if (isSignedOut(me.error)) return <Navigate to={loginRedirect(pathname, search)} replace />;
  return (
    <Container className="py-16">
      <Alert tone="danger" className="flex-col items-start">
        <p>We could not check your access to the operator console. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </Alert>
    </Container>
  );
}
