import { type Address, erc20Abi, isAddressEqual, parseEventLogs } from "viem";
import { type Mined, type MinedOutcome, minedOutcome } from "@/shared/chain/mined-receipt";

/**
 * What the transaction mined for a wallet payment did. paid: it moved USDT to the sale wallet;
 * cancelled or replaced: the wallet put a cancellation or another call in its place, and that moved
 * nothing to the sale; reverted: it failed on chain.
 */
export type MinedPayment = MinedOutcome<"paid">;

/**
 * A replacement that is itself a transfer to the sale (some wallets let the amount be edited) is the
 * payment. Whose payment it is stays the server's to decide, from the indexer.
 */
export function minedPayment(mined: Mined, sale: { usdt: Address; saleWallet: Address }): MinedPayment {
  return minedOutcome(mined, "paid", (logs) =>
    parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs }).some(
      (log) =>
        isAddressEqual(log.address, sale.usdt) &&
        isAddressEqual(log.args.to, sale.saleWallet) &&
        log.args.value > 0n,
    ),
  );
}
