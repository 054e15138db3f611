import { m } from "@/paraglide/messages";
import type { PublicChain } from "@/shared/chain/public-chain";
import { formatUsdtExact } from "@/shared/format/money";
import { Button } from "@/web/components/ui/button";
import { useLinkThenPay } from "./use-link-then-pay";
import { walletErrorMessage } from "./wallet-errors";

/**
 * For a connected wallet not linked to the account: "Link & Pay 250.00 USDT" signs the link and
 * sends the payment in one flow; "Link Wallet" links only (no amount chosen yet, or paying later).
 */
export function LinkThenPayButton({
  chain,
  address,
  amountMicroUsdt,
  disabled,
  pay,
  onError,
}: {
  chain: PublicChain;
  address: `0x${string}`;
  amountMicroUsdt: bigint | null;
  /** The payment cannot go now (another in progress, too little USDT): linking alone still can. */
  disabled?: boolean;
  pay: (amountMicroUsdt: bigint) => unknown;
  onError: (message: string | null) => void;
}) {
  const linkThenPay = useLinkThenPay(chain, pay);
  const payable = amountMicroUsdt !== null && amountMicroUsdt > 0n;
  const run = (amount: bigint | null) => {
    onError(null);
    linkThenPay.mutate(
      { address, amountMicroUsdt: amount },
      { onError: (failure) => onError(walletErrorMessage(failure)) },
    );
  };
  const busy = linkThenPay.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{m.wallet_link_then_pay_intro()}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {payable && (
          <Button
            type="button"
            variant="accent"
            disabled={disabled || busy}
            onClick={() => run(amountMicroUsdt)}
          >
            {busy
              ? m.wallet_waiting_for_signature()
              : m.wallet_link_and_pay({ amount: formatUsdtExact(amountMicroUsdt) })}
          </Button>
        )}
        <Button type="button" variant="outline" disabled={busy} onClick={() => run(null)}>
          {m.wallet_link()}
        </Button>
      </div>
    </div>
  );
}
