import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { useWalletAction } from "./api/linked-wallets";

/** Remove a linked wallet, after saying what that means for its payments. */
export function RemoveWalletDialog({ address }: { address: string }) {
  const remove = useWalletAction("remove");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${address}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Remove this wallet?"
        description="Payments already credited from this wallet stay yours. Payments it sends later are no longer credited to you until you link it again."
      >
        <p className="break-all font-mono text-sm">{address}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            className="bg-red-600 hover:bg-red-700"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(address, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success("Wallet removed.");
                },
                onError: (error) => toast.error(error.message || "Failed to remove the wallet."),
              })
            }
          >
            {remove.isPending ? "Removing..." : "Remove Wallet"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
