import { KeyRoundIcon, LogInIcon } from "lucide-react";
import { useState } from "react";
import { m } from "@/paraglide/messages";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { LoginForm } from "@/web/features/auth/components/login-form";
import { TwoFactorForm } from "@/web/features/auth/components/two-factor-form";

/** Sign-in: the password form, then the code step when the account has two-factor on. */
export function SignInFlow({
  defaultEmail,
  returnTo,
  notices,
  footer,
  onSignedIn,
}: {
  defaultEmail?: string;
  returnTo?: string;
  notices?: React.ReactNode;
  footer?: React.ReactNode;
  onSignedIn: () => void;
}) {
  const [step, setStep] = useState<"password" | "code">("password");
  if (step === "code") {
    return (
      <AuthCard
        icon={<KeyRoundIcon aria-hidden />}
        title={m.twofactor_title()}
        description={m.twofactor_description()}
      >
        <TwoFactorForm onSignedIn={onSignedIn} onRestart={() => setStep("password")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<LogInIcon aria-hidden />} title={m.login_title()} description={m.login_description()}>
      {notices}
      <LoginForm
        defaultEmail={defaultEmail}
        returnTo={returnTo}
        onSignedIn={onSignedIn}
        onTwoFactor={() => setStep("code")}
      />
      {footer}
    </AuthCard>
  );
}
