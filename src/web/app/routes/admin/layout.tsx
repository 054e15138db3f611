import { Navigate, Outlet, useLocation, useOutletContext } from "react-router";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { PageSpinner } from "@/web/components/ui/spinner";
import {
  isForbidden,
  isSignedOut,
  needsSignInAgain,
  needsTwoFactor,
  useAdminMe,
} from "@/web/features/admin/api/get-admin-me";
import { useRecheckAccess } from "@/web/features/admin/api/recheck-access";
import { ConsoleShell } from "@/web/features/admin/components/console-shell";
import { OperatorsOnly } from "@/web/features/admin/components/operators-only";
import { SignInAgain } from "@/web/features/admin/components/sign-in-again";
import { TwoFactorRequired } from "@/web/features/admin/components/two-factor-required";
import type { SignedInContext } from "@/web/features/session/hooks/use-signed-in-user";
import { loginRedirect } from "@/web/features/session/utils/login-redirect";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";

/**
 * The operator console (/admin/*), inside the signed-in area, whose layout has already sent a
 * signed-out visitor to /login. Only an operator with two-factor and a recent sign-in gets the
 * console: an operator without two-factor sets it up here (the profile's own card), one whose
 * sign-in is too old is sent to sign in again and brought back; anyone else is told the console is
 * not for them. Nothing of the console but GET /api/admin/me is asked for on their behalf.
 */
export default function AdminLayout() {
  const signedIn = useOutletContext<SignedInContext>();
  const { pathname, search } = useLocation();
  const me = useAdminMe();
  const twoFactorOn = signedIn.user.twoFactorEnabled === true;
  useRecheckAccess(twoFactorOn);

  // Checked first: a role revoked (or two-factor turned off, or the sign-in grown too old) while
  // the console is open takes it away at the next check.
  if (needsTwoFactor(me.error)) {
    return (
      <TwoFactorRequired>
        <TwoFactorCard enabled={twoFactorOn} />
      </TwoFactorRequired>
    );
  }
  if (needsSignInAgain(me.error)) {
    return <SignInAgain reason={me.error?.message ?? ""} signInTo={loginRedirect(pathname, search)} />;
  }
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
