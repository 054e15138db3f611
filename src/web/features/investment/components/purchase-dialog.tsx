import { AlertTriangleIcon } from "lucide-react";
import { formatPxl, formatUsdtExact } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { PayFromPhone } from "@/web/features/investment/components/pay-from-phone";

/** Complete Your Purchase: where to send the USDT and how; "I've Sent the Payment" leads to verification. */
export function PurchaseDialog({
  open,
  onOpenChange,
  amountMicroUsdt,
  microTokens,
  saleWallet,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  amountMicroUsdt: bigint;
  microTokens: bigint;
  saleWallet: string | undefined;
  onSent: () => void;
}) {
  const amount = formatUsdtExact(amountMicroUsdt);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Complete Your Purchase"
        description={`Send ${amount} to receive ${formatPxl(microTokens)}.`}
        className="max-w-lg"
      >
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <span className="font-medium text-sm">Payment wallet (USDT on Arbitrum)</span>
          {saleWallet ? (
            <CopyableValue value={saleWallet} copyLabel="Copy wallet address" testId="purchase-wallet" />
          ) : (
            <span className="text-xs">Loading…</span>
          )}
        </div>
        <PayFromPhone amountMicroUsdt={amountMicroUsdt} />
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>Send exactly {amount} to the payment wallet above.</li>
          <li>Use the Arbitrum One network: the USDT token on Arbitrum, nothing else.</li>
          <li>
            Tokens are credited to the account that linked the sending wallet. Paying from your own wallet?
            Close this and use Pay with your wallet: connecting it links it in the same flow. Paid from an
            exchange? Verify the hash, then choose Request attribution.
          </li>
          <li>
            After sending, verify the payment with its transaction hash. Tokens are credited once the payment
            is final on Arbitrum.
          </li>
        </ol>
        <Alert tone="warning">
          <AlertTriangleIcon aria-hidden="true" />
          <p>
            Only send USDT on the Arbitrum network. Payments on any other network, or in any other token,
            cannot be credited and may be lost.
          </p>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={onSent}>
            I've Sent the Payment
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
