import { AlertTriangleIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
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
        title={m.investment_purchase_dialog_title()}
        description={m.investment_purchase_dialog_description({ amount, tokens: formatPxl(microTokens) })}
        className="max-w-lg"
      >
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <span className="font-medium text-sm">{m.investment_purchase_dialog_wallet()}</span>
          {saleWallet ? (
            <CopyableValue
              value={saleWallet}
              copyLabel={m.investment_copy_wallet_address()}
              testId="purchase-wallet"
            />
          ) : (
            <span className="text-xs">{m.investment_loading_short()}</span>
          )}
        </div>
        <PayFromPhone amountMicroUsdt={amountMicroUsdt} />
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>{m.investment_purchase_dialog_step_send({ amount })}</li>
          <li>{m.investment_purchase_dialog_step_network()}</li>
          <li>{m.investment_purchase_dialog_step_account()}</li>
          <li>{m.investment_purchase_dialog_step_verify()}</li>
        </ol>
        <Alert tone="warning">
          <AlertTriangleIcon aria-hidden="true" />
          <p>{m.investment_purchase_dialog_warning()}</p>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {m.investment_cancel()}
          </Button>
          <Button type="button" onClick={onSent}>
            {m.investment_purchase_dialog_sent()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
