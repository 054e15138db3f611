import { type Address, isAddressEqual, parseEventLogs } from "viem";
import { type Mined, type MinedOutcome, minedOutcome } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

/**
 * What the transaction mined for a claim did. claimed: the distributor paid the account; cancelled or
 * replaced: the wallet put a cancellation or another call in its place, and that claimed nothing for
 * the account; reverted: it failed on chain.
 */
export type MinedClaim = MinedOutcome<"claimed">;

/** A replacement that is itself a claim for the account paid it, whatever the call the page sent. */
export function minedClaim(mined: Mined, claim: { distributor: Address; account: Address }): MinedClaim {
  return minedOutcome(mined, "claimed", (logs) =>
    parseEventLogs({ abi: merkleDistributorAbi, eventName: "Claimed", logs }).some(
      (log) =>
        isAddressEqual(log.address, claim.distributor) && isAddressEqual(log.args.account, claim.account),
    ),
  );
}
