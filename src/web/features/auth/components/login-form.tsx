import { MailWarningIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import type { SignInInput } from "@/shared/auth/sign-in-schema";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { TextField } from "@/web/components/ui/field";
import { useSignIn } from "@/web/features/auth/api/sign-in";
import { CaptchaField } from "@/web/features/auth/components/captcha-field";
import { CheckboxField } from "@/web/features/auth/components/checkbox-field";
import { PasswordField } from "@/web/features/auth/components/password-field";
import { ResendConfirmationButton } from "@/web/features/auth/components/resend-confirmation";
import { SubmitButton } from "@/web/features/auth/components/submit-button";
import { useCaptcha } from "@/web/features/auth/hooks/use-captcha";
import { signInFailure, signInMessages } from "@/web/features/auth/lib/sign-in-error";
import { lazyZodResolver } from "@/web/lib/lazy-zod-resolver";
import { pageHref } from "@/web/lib/locale";
import { showToast } from "@/web/lib/toast";

const signInChecks = lazyZodResolver(() =>
  import("@/shared/auth/sign-in-schema").then(({ signInSchema }) => signInSchema),
);

interface LoginFormProps {
  defaultEmail?: string;
  /** Where a new confirmation link lands, signed in (the page the visitor was going to). */
  returnTo?: string;
  onSignedIn: () => void;
  /** The password was right and the account has two-factor on: the code comes next. */
  onTwoFactor: () => void;
}

export function LoginForm({ defaultEmail = "", returnTo, onSignedIn, onTwoFactor }: LoginFormProps) {
  const id = useId();
  const captcha = useCaptcha();
  const signIn = useSignIn();
  // The address whose account is not confirmed yet; editing the e-mail field clears it.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: signInChecks.resolver,
    defaultValues: { email: defaultEmail, password: "", rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    if (!captcha.payload) return;
    setUnconfirmedEmail(null);
    try {
      const result = await signIn.mutateAsync({ input, captcha: captcha.payload });
      if ("twoFactorRedirect" in result) {
        onTwoFactor();
        return;
      }
      showToast("success", signInMessages.success);
      onSignedIn();
    } catch (error) {
      captcha.reset();
      const failure = signInFailure(error);
      if (failure.emailNotConfirmed) setUnconfirmedEmail(input.email);
      showToast("error", failure.message);
    }
  });

  const alertId = `${id}-unconfirmed`;
  return (
    <form onSubmit={onSubmit} onFocus={signInChecks.preload} noValidate className="flex flex-col gap-5">
      {unconfirmedEmail ? (
        <Alert tone="warning" id={alertId} role="alert">
          <MailWarningIcon aria-hidden />
          <div className="flex min-w-0 flex-col gap-3">
            <p>{signInMessages.emailNotConfirmed}</p>
            <ResendConfirmationButton email={unconfirmedEmail} returnTo={returnTo} />
          </div>
        </Alert>
      ) : null}
      <TextField
        label={m.auth_email_label()}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        describedBy={unconfirmedEmail ? alertId : undefined}
        {...form.register("email", { onChange: () => setUnconfirmedEmail(null) })}
      />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={m.auth_password_label()}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Link
          to={pageHref(paths.forgotPassword)}
          className="inline-flex min-h-11 items-center self-end font-medium text-brand-700 text-sm underline"
        >
          {m.login_forgot_password()}
        </Link>
      </div>
      <CheckboxField label={m.login_remember_me()} {...form.register("rememberMe")} />
      <CaptchaField control={captcha.field} />
      <SubmitButton
        busy={signIn.isPending}
        ready={captcha.solved}
        label={m.login_submit()}
        busyLabel={m.login_submitting()}
      />
    </form>
  );
}
