import { type Address, isAddressEqual, parseEventLogs } from "viem";
import type { Mined } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

/**
 * What the transaction mined for a claim did. claimed: the distributor paid the account; cancelled or
 * replaced: the wallet put a cancellation or another call in its place, and that claimed nothing for
 * the account; reverted: it failed on chain.
 */
export type MinedClaim = "claimed" | "cancelled" | "replaced" | "reverted";

/**
 * Judged by what the receipt shows, as a wallet payment is (src/shared/payments/mined-payment.ts): a
 * replacement that is itself a claim for the account paid it, whatever the call the page sent.
 */
export function minedClaim(
  { receipt, replacedBy }: Mined,
  claim: { distributor: Address; account: Address },
): MinedClaim {
  const claims =
    receipt.status === "success"
      ? parseEventLogs({ abi: merkleDistributorAbi, eventName: "Claimed", logs: receipt.logs })
      : [];
  const claimed = claims.some(
    (log) =>
      isAddressEqual(log.address, claim.distributor) && isAddressEqual(log.args.account, claim.account),
  );
  if (claimed) return "claimed";
  // A claim of ours that succeeded always logs one: without it nothing moved, as if reverted.
  return replacedBy ?? "reverted";
}
