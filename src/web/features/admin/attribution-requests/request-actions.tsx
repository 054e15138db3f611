import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type AdminAttributionRequestRow,
  type DeclineAttribution,
  declineAttributionSchema,
} from "@/shared/admin/attribution-requests";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/field";
import { useDecideRequest } from "@/web/features/admin/attribution-requests/decide-request";
import { RequestContext } from "@/web/features/admin/attribution-requests/request-context";
import { serverErrorMessage } from "@/web/features/admin/payments/server-error";

/** An open request's two decisions, each in its own dialog naming the request. */
export function RequestActions({ request }: { request: AdminAttributionRequestRow }) {
  if (request.status !== "open") return null;
  return (
    <div className="flex flex-wrap gap-2">
      <AttributeDialog request={request} />
      <DeclineDialog request={request} />
    </div>
  );
}

function AttributeDialog({ request }: { request: AdminAttributionRequestRow }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideRequest();
  const [error, setError] = useState<string | null>(null);
  const attribute = async () => {
    setError(null);
    try {
      await decide.mutateAsync({ id: request.id, action: "attribute" });
      toast.success(`Payment credited to ${request.investor.email}.`);
      setOpen(false);
    } catch (failure) {
      setError(serverErrorMessage(failure, "The payment could not be attributed. Please try again."));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (decide.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button aria-label={`Attribute the payment to ${request.investor.email}`}>Attribute</Button>
      </DialogTrigger>
      <DialogContent
        title="Attribute payment"
        description="Credit this payment to the investor who asked. The ledger records it as a manual attribution, audited, and the investor is notified."
      >
        <RequestContext request={request} />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={decide.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" onClick={() => void attribute()} disabled={decide.isPending}>
            {decide.isPending ? "Attributing…" : "Attribute payment"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DeclineDialog({ request }: { request: AdminAttributionRequestRow }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideRequest();
  const form = useForm<DeclineAttribution>({
    resolver: zodResolver(declineAttributionSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ id: request.id, action: "decline", reason });
      toast.success(`Request declined; ${request.investor.email} is notified.`);
      setOpen(false);
    } catch (failure) {
      form.setError("root", {
        message: serverErrorMessage(failure, "The request could not be declined. Please try again."),
      });
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={`Decline the request of ${request.investor.email}`}>
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent title="Decline request" description="The investor is notified with your reason.">
        <RequestContext request={request} />
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
          <TextAreaField label="Reason" error={errors.reason?.message} {...form.register("reason")} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Declining…" : "Decline request"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
