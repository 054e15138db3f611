import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { type ResetPasswordInput, resetPasswordSchema } from "@/shared/auth/reset-password-schema";
import { Alert } from "@/web/components/ui/alert";
import { serverMessage } from "@/web/features/auth/api/auth-request";
import { useResetPassword } from "@/web/features/auth/api/reset-password";
import { PasswordField } from "@/web/features/auth/components/password-field";
import { SubmitButton } from "@/web/features/auth/components/submit-button";
import { ApiRequestError } from "@/web/lib/api-request-error";
import { showToast } from "@/web/lib/toast";

/** The form's toasts and alert, each read in the page's language when shown. */
export const resetPasswordMessages = {
  get updated() {
    return m.reset_updated();
  },
  get failed() {
    return m.reset_failed();
  },
  get invalidLink() {
    return m.reset_invalid_link();
  },
  get mismatch() {
    return m.validation_passwords_mismatch();
  },
};

interface ResetPasswordFormProps {
  token: string;
  onUpdated: () => void;
  /** The server says the token is used or expired. */
  onInvalidLink: () => void;
}

/**
 * The new password, twice. The button stays disabled until the pair passes the shared schema
 * (at least 8 characters, both the same); a red alert says so as soon as both are filled and differ.
 */
export function ResetPasswordForm({ token, onUpdated, onInvalidLink }: ResetPasswordFormProps) {
  const id = useId();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [password = "", confirmPassword = ""] = useWatch({
    control: form.control,
    name: ["password", "confirmPassword"],
  });
  const mismatch = password.length > 0 && confirmPassword.length > 0 && password !== confirmPassword;
  const acceptable = resetPasswordSchema.safeParse({ password, confirmPassword }).success;

  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    try {
      await reset.mutateAsync({ newPassword, token });
      showToast("success", resetPasswordMessages.updated);
      onUpdated();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "INVALID_TOKEN") {
        showToast("error", resetPasswordMessages.invalidLink);
        onInvalidLink();
        return;
      }
      showToast("error", serverMessage(error) ?? resetPasswordMessages.failed);
    }
  });

  const mismatchId = `${id}-mismatch`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        label={m.reset_new_password()}
        autoComplete="new-password"
        hint={m.reset_new_password_hint()}
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        label={m.reset_confirm_new_password()}
        autoComplete="new-password"
        describedBy={mismatch ? mismatchId : undefined}
        aria-invalid={mismatch ? true : undefined}
        {...form.register("confirmPassword")}
      />
      {mismatch ? (
        <Alert tone="danger" id={mismatchId}>
          <TriangleAlertIcon aria-hidden />
          <p>{resetPasswordMessages.mismatch}</p>
        </Alert>
      ) : null}
      <SubmitButton
        busy={reset.isPending}
        ready={acceptable}
        label={m.reset_submit()}
        busyLabel={m.reset_submitting()}
        notReadyHint={null}
      />
    </form>
  );
}
