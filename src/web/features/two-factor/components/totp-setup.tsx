import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import type { TotpSetup as TotpSetupData } from "@/web/features/two-factor/api/enable-two-factor";
import { useVerifyTotp } from "@/web/features/two-factor/api/verify-totp";
import { BackupCodes } from "@/web/features/two-factor/components/backup-codes";
import { QrCodeImage } from "@/web/features/two-factor/components/qr-code-image";
import { type TotpCodeInput, totpCodeSchema } from "@/web/features/two-factor/schemas";
import { groupSecret, totpSecret } from "@/web/features/two-factor/utils/totp-secret";

/** The three set-up steps: scan (or type) the secret, keep the backup codes, confirm with a code. */
export function TotpSetup({
  setup,
  onVerified,
  onCancel,
}: {
  setup: TotpSetupData;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const verify = useVerifyTotp();
  const secret = totpSecret(setup.totpURI);
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message ?? form.formState.errors.root?.message;
  const firstStep = useRef<HTMLHeadingElement>(null);
  // The password dialog that led here is gone: start the reader at the first step.
  useEffect(() => firstStep.current?.focus(), []);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      // The schema strips spaces; the resolver hands over the parsed value.
      await verify.mutateAsync(code);
      onVerified();
    } catch (failure) {
      form.setError("root", { message: failure instanceof Error ? failure.message : String(failure) });
      form.setFocus("code");
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-scan`} className="flex flex-col gap-3">
        <h4 id={`${id}-scan`} ref={firstStep} tabIndex={-1} className="font-semibold outline-none">
          {m.twofactor_step_scan()}
        </h4>
        <p className="text-slate-600 text-sm">{m.twofactor_step_scan_text()}</p>
        <QrCodeImage text={setup.totpURI} alt={m.twofactor_qr_alt()} />
        {secret ? (
          <p className="text-sm">
            {m.twofactor_manual_key()}{" "}
            <code className="select-all break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono">
              {groupSecret(secret)}
            </code>
          </p>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-codes`} className="flex flex-col gap-3">
        <h4 id={`${id}-codes`} className="font-semibold">
          {m.twofactor_step_codes()}
        </h4>
        <BackupCodes codes={setup.backupCodes} />
      </section>

      <section aria-labelledby={`${id}-confirm`} className="flex flex-col gap-3">
        <h4 id={`${id}-confirm`} className="font-semibold">
          {m.twofactor_step_confirm()}
        </h4>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-code`}>{m.twofactor_code_6()}</Label>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder="123456"
              className="max-w-40 font-mono tracking-widest"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register("code")}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" className="h-auto min-h-11 whitespace-normal" disabled={verify.isPending}>
              {verify.isPending ? m.twofactor_verifying() : m.twofactor_turn_on()}
            </Button>
            <Button type="button" variant="outline" disabled={verify.isPending} onClick={onCancel}>
              {m.twofactor_cancel()}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
