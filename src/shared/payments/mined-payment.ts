import { type Address, erc20Abi, isAddressEqual, parseEventLogs } from "viem";
import type { Mined } from "@/shared/chain/mined-receipt";

/**
 * What the transaction mined for a wallet payment did. paid: it moved USDT to the sale wallet;
 * cancelled or replaced: the wallet put a cancellation or another call in its place, and that moved
 * nothing to the sale; reverted: it failed on chain.
 */
export type MinedPayment = "paid" | "cancelled" | "replaced" | "reverted";

/**
 * Judged by what the receipt shows, not by what was asked: a replacement that is itself a transfer to
 * the sale (some wallets let the amount be edited) is the payment, and a cancellation is not, though
 * it succeeded. Whose payment it is stays the server's to decide, from the indexer.
 */
export function minedPayment(
  { receipt, replacedBy }: Mined,
  sale: { usdt: Address; saleWallet: Address },
): MinedPayment {
  const transfers =
    receipt.status === "success"
      ? parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs })
      : [];
  const paid = transfers.some(
    (log) =>
      isAddressEqual(log.address, sale.usdt) &&
      isAddressEqual(log.args.to, sale.saleWallet) &&
      log.args.value > 0n,
  );
  if (paid) return "paid";
  // A USDT transfer of ours that succeeded always logs one: without it nothing moved, as if reverted.
  return replacedBy ?? "reverted";
}
