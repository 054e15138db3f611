import { KeyRoundIcon, LogInIcon } from "lucide-react";
import { useState } from "react";
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
        title="Two-factor verification"
        description="Your account is protected with two-factor authentication. Enter a code to finish signing in."
      >
        <TwoFactorForm onSignedIn={onSignedIn} onRestart={() => setStep("password")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<LogInIcon aria-hidden />}
      title="Sign In"
      description="Welcome back. Sign in to follow your investment."
    >
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
