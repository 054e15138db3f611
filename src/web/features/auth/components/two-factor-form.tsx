import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/field";
import { useVerifyTwoFactor } from "@/web/features/auth/api/verify-two-factor";
import { SubmitButton } from "@/web/features/auth/components/submit-button";
import { signInMessages, twoFactorFailure } from "@/web/features/auth/lib/sign-in-error";
import type { TwoFactorCodeInput } from "@/web/features/auth/lib/two-factor-code-schema";
import { lazyZodResolver } from "@/web/lib/lazy-zod-resolver";
import { showToast } from "@/web/lib/toast";

const codeChecks = lazyZodResolver(() =>
  import("@/web/features/auth/lib/two-factor-code-schema").then(
    ({ twoFactorCodeSchema }) => twoFactorCodeSchema,
  ),
);

interface TwoFactorFormProps {
  onSignedIn: () => void;
  /** The pending sign-in is gone (timed out, too many wrong codes): back to the password form. */
  onRestart: () => void;
}

/** The second sign-in step: the 6-digit code from the authenticator app, or a backup code. */
export function TwoFactorForm({ onSignedIn, onRestart }: TwoFactorFormProps) {
  const verify = useVerifyTwoFactor();
  const form = useForm<TwoFactorCodeInput>({
    resolver: codeChecks.resolver,
    defaultValues: { method: "totp", code: "" },
  });
  const method = form.watch("method");
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await verify.mutateAsync(input);
      showToast("success", signInMessages.success);
      onSignedIn();
    } catch (error) {
      const failure = twoFactorFailure(error);
      showToast("error", failure.message);
      if (failure.restart) {
        onRestart();
        return;
      }
      form.setError("code", { message: failure.message }, { shouldFocus: true });
      form.setValue("code", "");
    }
  });

  const switchMethod = () => {
    form.reset({ method: method === "totp" ? "backup" : "totp", code: "" });
    form.setFocus("code");
  };

  return (
    <form onSubmit={onSubmit} onFocus={codeChecks.preload} noValidate className="flex flex-col gap-5">
      {method === "totp" ? (
        <TextField
          key="totp"
          label={m.twofactor_code_label()}
          hint={m.twofactor_code_hint()}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          autoFocus
          error={errors.code?.message}
          className="text-lg tracking-[0.3em]"
          {...form.register("code")}
        />
      ) : (
        <TextField
          key="backup"
          label={m.twofactor_backup_label()}
          hint={m.twofactor_backup_hint()}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register("code")}
        />
      )}
      <SubmitButton
        busy={verify.isPending}
        ready
        label={m.twofactor_verify()}
        busyLabel={m.twofactor_verifying()}
      />
      <div className="flex flex-col items-center gap-1">
        <Button
          type="button"
          variant="link"
          className="h-auto min-h-11 whitespace-normal"
          onClick={switchMethod}
        >
          {method === "totp" ? m.twofactor_use_backup() : m.twofactor_use_app()}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto min-h-11 whitespace-normal"
          onClick={onRestart}
        >
          {m.twofactor_back_to_sign_in()}
        </Button>
      </div>
    </form>
  );
}
