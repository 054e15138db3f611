import { MailIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import type { ForgotPasswordInput } from "@/shared/auth/sign-in-schema";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/field";
import { serverMessage } from "@/web/features/auth/api/auth-request";
import { useResendConfirmation } from "@/web/features/auth/api/resend-confirmation";
import { emailChecks } from "@/web/features/auth/lib/email-checks";
import { showToast } from "@/web/lib/toast";

export const resendMessages = {
  get sent() {
    return m.login_resend_sent();
  },
  get failed() {
    return m.login_resend_failed();
  },
};

function useResend(returnTo: string | undefined) {
  const resend = useResendConfirmation();
  const send = async (email: string) => {
    try {
      await resend.mutateAsync({ email, returnTo });
      showToast("success", resendMessages.sent);
    } catch (error) {
      showToast("error", serverMessage(error) ?? resendMessages.failed);
    }
  };
  return { send, busy: resend.isPending, sent: resend.isSuccess };
}

/** The button in the "e-mail not confirmed" alert: the address is the one just typed. */
export function ResendConfirmationButton({ email, returnTo }: { email: string; returnTo?: string }) {
  const { send, busy, sent } = useResend(returnTo);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-auto min-h-11 whitespace-normal py-1.5 text-left"
        disabled={busy}
        onClick={() => send(email)}
      >
        <MailIcon aria-hidden />
        {busy ? m.auth_sending() : m.login_resend_button()}
      </Button>
      {sent ? <p className="text-sm">{resendMessages.sent}</p> : null}
    </div>
  );
}

/** For a confirmation link that failed: the address is not known here, so the person types it. */
export function ResendConfirmationForm({ returnTo }: { returnTo?: string }) {
  const { send, busy, sent } = useResend(returnTo);
  const form = useForm<ForgotPasswordInput>({
    resolver: emailChecks.resolver,
    defaultValues: { email: "" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => send(email))}
      onFocus={emailChecks.preload}
      className="flex flex-col gap-3"
      aria-label={m.login_resend_form_label()}
    >
      <TextField
        label={m.login_resend_email_label()}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        className="bg-white"
        {...form.register("email")}
      />
      <Button type="submit" variant="outline" size="sm" className="self-start" disabled={busy}>
        <MailIcon aria-hidden />
        {busy ? m.auth_sending() : m.login_resend_submit()}
      </Button>
      {sent ? <p className="text-sm">{resendMessages.sent}</p> : null}
    </form>
  );
}
