import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  type AdminPaymentRow,
  type ManualAttribution,
  manualAttributionSchema,
} from "@/shared/admin/payments";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { useAttributePayment } from "@/web/features/admin/api/attribute-payment";
import { TextAreaField, TextField } from "@/web/features/admin/components/form-field";
import { PaymentContext } from "@/web/features/admin/payments/payment-context";
import { serverErrorField, serverErrorMessage } from "@/web/features/admin/payments/server-error";

type Values = z.input<typeof manualAttributionSchema>;

/**
 * "Attribute": credits a payment no wallet proof can attribute (an exchange withdrawal) to an
 * investor's account, with the reason the audit log keeps. The server's refusal (already
 * credited, no account with that e-mail) shows in the dialog.
 */
export function AttributePaymentDialog({ payment }: { payment: AdminPaymentRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Attribute
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Attribute payment"
        description="Credit this payment to an investor's account. The reason is kept in the audit log."
      >
        <PaymentContext payment={payment} />
        <AttributePaymentForm payment={payment} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
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
        // A pasted address often carries a space; the schema checks the address before trimming it.
        {...form.register("email", { setValueAs: (value: string) => value.trim() })}
      />
      <TextAreaField
        label="Reason"
        hint="For example the exchange, and how the investor showed the payment is theirs."
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Attributing…" : "Attribute payment"}
        </Button>
      </div>
    </form>
  );
}
