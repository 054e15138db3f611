import { CircleCheckIcon, KeyRoundIcon, LinkIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { useSignOut } from "@/web/features/auth/api/sign-out";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ResetPasswordForm, resetPasswordMessages } from "@/web/features/auth/components/reset-password-form";
import { useResetLink } from "@/web/features/auth/hooks/use-reset-link";
import { pageHref } from "@/web/lib/locale";
import { showToast } from "@/web/lib/toast";

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
    if (link.status === "invalid") showToast("error", resetPasswordMessages.invalidLink);
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
        title={m.reset_updated_title()}
        focusTitle
        description={<p role="status">{m.reset_updated_text()}</p>}
      >
        <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2 w-full">
          <Link to={pageHref(paths.login)}>{m.reset_go_to_login()}</Link>
        </Button>
      </AuthCard>
    );
  }

  if (link.status === "verifying") {
    return (
      <AuthCard title={m.reset_verifying_title()}>
        <p role="status" className="flex items-center gap-3 text-slate-600 text-sm">
          <LoaderCircleIcon
            className="size-6 animate-spin text-brand-600 motion-reduce:animate-none"
            aria-hidden
          />
          {m.reset_verifying()}
        </p>
      </AuthCard>
    );
  }

  if (link.status === "invalid" || screen === "invalid") {
    return (
      <AuthCard
        icon={<LinkIcon aria-hidden />}
        title={m.reset_invalid_title()}
        focusTitle={screen === "invalid"}
        description={<p role="alert">{m.reset_invalid_text()}</p>}
      >
        <p className="mb-6 text-slate-600 text-sm">{m.reset_invalid_help()}</p>
        <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2 w-full">
          <Link to={pageHref(paths.forgotPassword)}>{m.reset_request_new()}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<KeyRoundIcon aria-hidden />} title={m.reset_title()} description={m.reset_description()}>
      <ResetPasswordForm
        token={link.token}
        onUpdated={() => setScreen("updated")}
        onInvalidLink={() => setScreen("invalid")}
      />
    </AuthCard>
  );
}
