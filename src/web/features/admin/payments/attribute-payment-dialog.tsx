import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  type AdminPaymentRow,
  type ManualAttribution,
  manualAttributionSchema,
} from "@/shared/admin/payments";
import { Alert } from "@/web/components/ui/alert";
import { TextAreaField, TextField } from "@/web/components/ui/field";
import { useAttributePayment } from "@/web/features/admin/api/attribute-payment";
import {
  PaymentActionButtons,
  PaymentActionDialog,
} from "@/web/features/admin/payments/payment-action-dialog";
import { serverErrorField, serverErrorMessage } from "@/web/features/admin/payments/server-error";

type Values = z.input<typeof manualAttributionSchema>;

/**
 * "Attribute": credits a payment no wallet proof can attribute (an exchange withdrawal) to an
 * investor's account, with the reason the audit log keeps. The server's refusal (already
 * credited, no account with that e-mail) shows in the dialog.
 */
export function AttributePaymentDialog({ payment }: { payment: AdminPaymentRow }) {
  return (
    <PaymentActionDialog
      payment={payment}
      label="Attribute"
      title="Attribute payment"
      description="Credit this payment to an investor's account. The reason is kept in the audit log."
    >
      {(done) => <AttributePaymentForm payment={payment} onDone={done} />}
    </PaymentActionDialog>
  );
}

function AttributePaymentForm({ payment, onDone }: { payment: AdminPaymentRow; onDone: () => void }) {
  const attribute = useAttributePayment();
  const form = useForm<Values, unknown, ManualAttribution>({
    resolver: zodResolver(manualAttributionSchema),
    defaultValues: {
      chainId: payment.chainId,
      txHash: payment.txHash,
      logIndex: payment.logIndex,
      email: "",
      reason: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await attribute.mutateAsync(values);
      toast.success(`Payment credited to ${values.email}.`);
      onDone();
    } catch (failure) {
      const message = serverErrorMessage(failure, "The payment could not be attributed. Please try again.");
      const field = serverErrorField(failure);
      if (field === "email" || field === "reason") form.setError(field, { message }, { shouldFocus: true });
      else form.setError("root", { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
      <TextField
        label="Investor e-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextAreaField
        label="Reason"
        hint="For example the exchange, and how the investor showed the payment is theirs."
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      <PaymentActionButtons
        submitting={isSubmitting}
        submitLabel="Attribute payment"
        busyLabel="Attributing…"
      />
    </form>
  );
}
