import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type AdminPaymentRow, type RefundPaid, refundPaidSchema } from "@/shared/admin/payments";
import { formatUsdtExact } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { TextAreaField, TextField } from "@/web/components/ui/field";
import { useMarkRefundPaid } from "@/web/features/admin/api/mark-refund-paid";
import {
  PaymentActionButtons,
  PaymentActionDialog,
} from "@/web/features/admin/payments/payment-action-dialog";
import { serverErrorField, serverErrorMessage } from "@/web/features/admin/payments/server-error";

type Values = z.input<typeof refundPaidSchema>;

/** The fields the server may blame by name; anything else shows above the form. */
const fields = new Set<string>(["refundTxHash", "recipient.address", "recipient.reason"]);
const isField = (
  field: string | undefined,
): field is "refundTxHash" | "recipient.address" | "recipient.reason" =>
  field !== undefined && fields.has(field);

/**
 * "Mark refund paid": records the transaction that paid back a payment's refund due (audited). The
 * refund goes back to the sender, or, when the sender is an exchange's hot wallet, to another
 * address the operator names with the reason; the server checks the transaction against either.
 */
export function RefundPaidDialog({ payment }: { payment: AdminPaymentRow }) {
  const due = payment.refundDueMicroUsdt ?? "0";
  return (
    <PaymentActionDialog
      payment={payment}
      label="Mark refund paid"
      description={`Send ${formatUsdtExact(due)} back to the sender first, then enter that transaction's hash once its block is final.`}
    >
      {(done) => <RefundPaidForm payment={payment} onDone={done} />}
    </PaymentActionDialog>
  );
}

function RefundPaidForm({ payment, onDone }: { payment: AdminPaymentRow; onDone: () => void }) {
  const markPaid = useMarkRefundPaid();
  const [elsewhere, setElsewhere] = useState(false);
  const toggleId = useId();
  const form = useForm<Values, unknown, RefundPaid>({
    resolver: zodResolver(refundPaidSchema),
    defaultValues: {
      chainId: payment.chainId,
      txHash: payment.txHash,
      logIndex: payment.logIndex,
      refundTxHash: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await markPaid.mutateAsync(values);
      toast.success("Refund marked as paid.");
      onDone();
    } catch (failure) {
      const message = serverErrorMessage(failure, "The refund could not be recorded. Please try again.");
      const field = serverErrorField(failure);
      if (isField(field)) form.setError(field, { message }, { shouldFocus: true });
      else form.setError("root", { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
      <TextField
        label="Refund transaction hash"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x…"
        className="font-mono"
        error={errors.refundTxHash?.message}
        {...form.register("refundTxHash")}
      />
      <div className="flex items-center gap-3">
        <input
          id={toggleId}
          type="checkbox"
          checked={elsewhere}
          onChange={(event) => {
            setElsewhere(event.target.checked);
            // Unticked, what was typed is dropped: the refund is then checked against the sender.
            if (!event.target.checked) form.unregister("recipient");
          }}
          className="size-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={toggleId} className="text-slate-700 text-sm">
          Send to another address
        </label>
      </div>
      {elsewhere ? (
        <>
          <TextField
            label="Recipient address"
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            className="font-mono"
            hint="Where the refund went instead of the sender."
            error={errors.recipient?.address?.message}
            {...form.register("recipient.address")}
          />
          <TextAreaField
            label="Why this address"
            hint="For example: paid from an exchange's hot wallet; the investor gave their own wallet."
            error={errors.recipient?.reason?.message}
            {...form.register("recipient.reason")}
          />
        </>
      ) : null}
      <PaymentActionButtons submitting={isSubmitting} submitLabel="Mark refund paid" busyLabel="Saving…" />
    </form>
  );
}
