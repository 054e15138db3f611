import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type AdminPaymentRow, type RefundPaid, refundPaidSchema } from "@/shared/admin/payments";
import { Alert } from "@/web/components/ui/alert";
import { TextField } from "@/web/components/ui/field";
import { useMarkRefundPaid } from "@/web/features/admin/api/mark-refund-paid";
import { usdt } from "@/web/features/admin/components/format";
import {
  PaymentActionButtons,
  PaymentActionDialog,
} from "@/web/features/admin/payments/payment-action-dialog";
import { serverErrorField, serverErrorMessage } from "@/web/features/admin/payments/server-error";

type Values = z.input<typeof refundPaidSchema>;

/** "Mark refund paid": records the transaction that paid back a payment's refund due (audited). */
export function RefundPaidDialog({ payment }: { payment: AdminPaymentRow }) {
  const due = payment.refundDueMicroUsdt ?? "0";
  return (
    <PaymentActionDialog
      payment={payment}
      label="Mark refund paid"
      description={`Send ${usdt(due)} back to the sender first, then enter that transaction's hash.`}
    >
      {(done) => <RefundPaidForm payment={payment} onDone={done} />}
    </PaymentActionDialog>
  );
}

function RefundPaidForm({ payment, onDone }: { payment: AdminPaymentRow; onDone: () => void }) {
  const markPaid = useMarkRefundPaid();
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
      if (serverErrorField(failure) === "refundTxHash") {
        form.setError("refundTxHash", { message }, { shouldFocus: true });
      } else form.setError("root", { message });
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
      <PaymentActionButtons submitting={isSubmitting} submitLabel="Mark refund paid" busyLabel="Saving…" />
    </form>
  );
}
