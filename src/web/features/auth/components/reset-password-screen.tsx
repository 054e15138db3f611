import { CircleCheckIcon, KeyRoundIcon, LinkIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { useSignOut } from "@/web/features/auth/api/sign-out";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ResetPasswordForm, resetPasswordMessages } from "@/web/features/auth/components/reset-password-form";
import { useResetLink } from "@/web/features/auth/hooks/use-reset-link";

/** The server has ended every session already; this browser lets go of its own a moment later. */
const SIGN_OUT_DELAY_MS = 2_000;

type Screen = "link" | "invalid" | "updated";

/** The reset screen's four states: verifying the link, invalid link, the form, and done. */
export function ResetPasswordScreen() {
  const link = useResetLink();
  const [screen, setScreen] = useState<Screen>("link");
  const signOut = useSignOut();
  const { mutate: signOutNow } = signOut;

  useEffect(() => {
    if (link.status === "invalid") toast.error(resetPasswordMessages.invalidLink);
  }, [link.status]);

  useEffect(() => {
    if (screen !== "updated") return;
    const timer = setTimeout(() => signOutNow(), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [screen, signOutNow]);

  if (screen === "updated") {
    return (
      <AuthCard
        icon={<CircleCheckIcon aria-hidden />}
        title="Password Updated"
        focusTitle
        description={
          <p role="status">
            Your password has been changed and every device has been signed out. Sign in again with the new
            password.
          </p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>Go to Login</Link>
        </Button>
      </AuthCard>
    );
  }

  if (link.status === "verifying") {
    return (
      <AuthCard title="Verifying Reset Link">
        <p role="status" className="flex items-center gap-3 text-slate-600 text-sm">
          <LoaderCircleIcon
            className="size-6 animate-spin text-brand-600 motion-reduce:animate-none"
            aria-hidden
          />
          Checking your link…
        </p>
      </AuthCard>
    );
  }

  if (link.status === "invalid" || screen === "invalid") {
    return (
      <AuthCard
        icon={<LinkIcon aria-hidden />}
        title="Reset link not valid"
        focusTitle={screen === "invalid"}
        description={<p role="alert">This password reset link is invalid or has expired.</p>}
      >
        <p className="mb-6 text-slate-600 text-sm">
          Reset links work once and expire after 1 hour. Ask for a new one and use the latest e-mail.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword}>Request New Reset Link</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRoundIcon aria-hidden />}
      title="Set a New Password"
      description="Choose a new password for your account. You will sign in with it afterwards."
    >
      <ResetPasswordForm
        token={link.token}
        onUpdated={() => setScreen("updated")}
        onInvalidLink={() => setScreen("invalid")}
      />
    </AuthCard>
  );
}
