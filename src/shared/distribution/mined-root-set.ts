import { type Address, decodeEventLog, type Hash, isAddressEqual, type Log } from "viem";
import { type Mined, type MinedOutcome, minedOutcome } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

/**
 * The root a transaction's logs set on `distributor` (its MerkleRootUpdated, which only the owner's
 * setMerkleRoot emits), or null. The server marks a round published by it; the console's wallet flow
 * reads its own transaction by it.
 */
export function rootSetBy(logs: readonly Log[], distributor: Address): Hash | null {
  for (const log of logs) {
    if (!isAddressEqual(log.address, distributor)) continue;
    try {
      const event = decodeEventLog({ abi: merkleDistributorAbi, data: log.data, topics: log.topics });
      if (event.eventName === "MerkleRootUpdated") return event.args.newRoot;
    } catch {
      // Another event of the distributor (a claim in the same transaction): not the root.
    }
  }
  return null;
}

/**
 * What the owner's transaction mined for a publication did. set: the distributor's root is the
 * round's; cancelled or replaced: the wallet put a cancellation or another call in its place, and that
 * set no root of this round; reverted: it failed on chain.
 */
export type MinedRootSet = MinedOutcome<"set">;

/** A replacement that itself set the round's root published it, whatever the call the console sent. */
export function minedRootSet(mined: Mined, round: { distributor: Address; root: Hash }): MinedRootSet {
  return minedOutcome(
    mined,
    "set",
    (logs) => rootSetBy(logs, round.distributor)?.toLowerCase() === round.root.toLowerCase(),
  );
}
