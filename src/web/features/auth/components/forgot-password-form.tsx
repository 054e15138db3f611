import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import type { ForgotPasswordInput } from "@/shared/auth/sign-in-schema";
import { TextField } from "@/web/components/ui/field";
import { serverMessage } from "@/web/features/auth/api/auth-request";
import { useRequestPasswordReset } from "@/web/features/auth/api/request-password-reset";
import { CaptchaField } from "@/web/features/auth/components/captcha-field";
import { SubmitButton } from "@/web/features/auth/components/submit-button";
import { useCaptcha } from "@/web/features/auth/hooks/use-captcha";
import { emailChecks } from "@/web/features/auth/lib/email-checks";
import { showToast } from "@/web/lib/toast";

export const forgotPasswordMessages = {
  get sent() {
    return m.forgot_sent();
  },
  get failed() {
    return m.forgot_failed();
  },
};

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  onSent,
  autoFocus = false,
}: {
  onSent: (email: string) => void;
  /** Back from "Send Another Email": the e-mail field takes the focus. */
  autoFocus?: boolean;
}) {
  const captcha = useCaptcha();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: emailChecks.resolver,
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit(async (input) => {
    if (!captcha.payload) return;
    try {
      await request.mutateAsync({ input, captcha: captcha.payload });
      showToast("success", forgotPasswordMessages.sent);
      onSent(input.email);
    } catch (error) {
      captcha.reset();
      showToast("error", serverMessage(error) ?? forgotPasswordMessages.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={emailChecks.preload} noValidate className="flex flex-col gap-5">
      <TextField
        label={m.auth_email_label()}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={autoFocus}
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <CaptchaField control={captcha.field} />
      <SubmitButton
        busy={request.isPending}
        ready={captcha.solved}
        label={m.forgot_submit()}
        busyLabel={m.auth_sending()}
      />
    </form>
  );
}
