import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
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
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={m.wallet_remove_label({ wallet: address })}
        >
          {m.wallet_remove()}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.wallet_remove_title()} description={m.wallet_remove_description()}>
        <p className="break-all font-mono text-sm">{address}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {m.investment_cancel()}
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
                  toast.success(m.wallet_removed());
                },
                onError: (error) => toast.error(error.message || m.wallet_remove_failed()),
              })
            }
          >
            {remove.isPending ? m.wallet_removing() : m.wallet_remove_button()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
