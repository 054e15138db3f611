import { type ReactNode, useState } from "react";
import type { AdminPaymentRow } from "@/shared/admin/payments";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { PaymentContext } from "@/web/features/admin/payments/payment-context";

/** A payment row's action: its button, and a dialog naming the payment above the action's form. */
export function PaymentActionDialog({
  payment,
  label,
  title = label,
  description,
  children,
}: {
  payment: AdminPaymentRow;
  /** The button's text. */
  label: string;
  title?: string;
  description: string;
  /** The form; `done` closes the dialog. */
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <PaymentContext payment={payment} />
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button of an action's form; both wait while it is sent. */
export function PaymentActionButtons({
  submitting,
  submitLabel,
  busyLabel,
}: {
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={submitting}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
