import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { formatUsdtExact } from "@/shared/format/money";
import {
  type AttributionRequest,
  type AttributionRequestFiled,
  type AttributionRequestInput,
  attributionRequestSchema,
} from "@/shared/payments/attribution-request";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextAreaField, TextField } from "@/web/components/ui/field";
import { useRequestAttribution } from "@/web/features/payments/api/request-attribution";
import { ApiRequestError } from "@/web/lib/api-request-error";

const fields = ["txHash", "exchange", "note"] as const;
const isField = (name: unknown): name is (typeof fields)[number] =>
  typeof name === "string" && (fields as readonly string[]).includes(name);

/**
 * "Request attribution": for a payment sent from a wallet the investor cannot sign with (an
 * exchange's). An operator checks it and credits it by hand; the investor is notified either way.
 */
export function AttributionRequestForm({
  hash = "",
  onBack,
  onDone,
}: {
  /** The hash already typed in the verification dialog. */
  hash?: string;
  /** Back to where the form was offered. */
  onBack: () => void;
  /** After the request was sent. */
  onDone: () => void;
}) {
  const request = useRequestAttribution();
  const form = useForm<AttributionRequestInput, unknown, AttributionRequest>({
    resolver: zodResolver(attributionRequestSchema),
    defaultValues: { txHash: hash.trim(), exchange: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (request.data) return <Filed filed={request.data} onDone={onDone} />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (failure) {
      const known = failure instanceof ApiRequestError && failure.message;
      // The spec's catalogue text for a transaction that could not be added (here: no answer came).
      const message = known ? failure.message : m.payments_attribution_add_failed();
      const field = failure instanceof ApiRequestError ? (failure.body as { field?: unknown })?.field : null;
      // A hash the chain refuses (not found, elsewhere, already claimed) is about the hash.
      const onHash = failure instanceof ApiRequestError && failure.status === 422;
      if (isField(field)) form.setError(field, { message }, { shouldFocus: true });
      else if (onHash) form.setError("txHash", { message }, { shouldFocus: true });
      else form.setError("root", { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="attribution-title">
      <div className="flex flex-col gap-1">
        <h3 id="attribution-title" className="font-semibold text-slate-900">
          {m.payments_attribution_title()}
        </h3>
        <p className="text-slate-600 text-sm">{m.payments_attribution_intro()}</p>
      </div>
      {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
      <TextField
        label={m.payments_transaction_hash()}
        placeholder="0x..."
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={m.payments_attribution_hash_hint()}
        error={errors.txHash?.message}
        {...form.register("txHash")}
      />
      <TextField
        label={m.payments_attribution_exchange()}
        placeholder={m.payments_attribution_exchange_placeholder()}
        autoComplete="off"
        error={errors.exchange?.message}
        {...form.register("exchange")}
      />
      <TextAreaField
        label={m.payments_attribution_note()}
        hint={m.payments_attribution_note_hint()}
        error={errors.note?.message}
        {...form.register("note")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack} disabled={isSubmitting}>
          {m.payments_back()}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? m.payments_attribution_sending() : m.payments_attribution_send()}
        </Button>
      </div>
    </form>
  );
}

function Filed({ filed, onDone }: { filed: AttributionRequestFiled; onDone: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <CheckCircle2Icon className="size-12 text-emerald-600" aria-hidden="true" />
      <h3 className="font-semibold text-lg">{m.payments_attribution_sent_title()}</h3>
      <p className="text-slate-600 text-sm">
        {m.payments_attribution_sent_text({ amount: formatUsdtExact(filed.amountMicroUsdt) })}
      </p>
      <Button type="button" onClick={onDone}>
        {m.payments_done()}
      </Button>
    </div>
  );
}
