import type { ReactNode } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/web/components/ui/dialog";

/**
 * The last step before an action that cannot be undone (a KYC decision, an announcement): what will
 * be sent, Cancel and the action. `pending` is the checked request waiting for confirmation; null
 * keeps the dialog closed. It cannot be dismissed while the request is on its way.
 */
export function ConfirmDialog<T>({
  pending,
  title,
  description,
  confirmLabel,
  sending,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  pending: T | null;
  title: string;
  description: string;
  confirmLabel: string;
  sending: boolean;
  error: string | null;
  onConfirm: (pending: T) => void;
  onCancel: () => void;
  /** What will be sent, shown above the buttons. */
  children?: ReactNode;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open || sending ? undefined : onCancel())}>
      <DialogContent title={title} description={description}>
        {children}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={sending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={() => (pending !== null ? onConfirm(pending) : undefined)}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
