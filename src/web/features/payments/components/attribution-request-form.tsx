import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
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
import { ApiRequestError } from "@/web/lib/api-fetch";

const fields = ["txHash", "exchange", "note"] as const;
/** The spec's catalogue text for a transaction that could not be added (here: no answer came). */
const ADD_FAILED = "Failed to add transaction. Please try again.";
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
      const message = known ? failure.message : ADD_FAILED;
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
          Request attribution
        </h3>
        <p className="text-slate-600 text-sm">
          Paid from an exchange? Its wallet cannot sign for you, so an operator checks the payment and credits
          it to your account by hand. You will be notified here.
        </p>
      </div>
      {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
      <TextField
        label="Transaction Hash"
        placeholder="0x..."
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint="From your exchange's withdrawal history."
        error={errors.txHash?.message}
        {...form.register("txHash")}
      />
      <TextField
        label="Exchange"
        placeholder="For example Binance or Kraken"
        autoComplete="off"
        error={errors.exchange?.message}
        {...form.register("exchange")}
      />
      <TextAreaField
        label="Note (optional)"
        hint="Anything that helps the operator: the withdrawal's date, its reference."
        error={errors.note?.message}
        {...form.register("note")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack} disabled={isSubmitting}>
          Back
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send Request"}
        </Button>
      </div>
    </form>
  );
}

function Filed({ filed, onDone }: { filed: AttributionRequestFiled; onDone: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <CheckCircle2Icon className="size-12 text-emerald-600" aria-hidden="true" />
      <h3 className="font-semibold text-lg">Request sent</h3>
      <p className="text-slate-600 text-sm">
        An operator will check your payment of {formatUsdtExact(filed.amountMicroUsdt)} and credit it to your
        account. You will be notified here when it is decided.
      </p>
      <Button type="button" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
