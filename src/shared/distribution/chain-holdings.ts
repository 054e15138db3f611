import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";

/**
 * Holdings at a dividend's record date once PXL is distributed (issue 14): from the chain, not the ledger.
 *
 * The rule, and why:
 * - The ledger is the source while no PXL round was published at or before the record date (nobody
 *   could hold PXL on chain yet); from the first such round on, the chain is (`holdingsSource`).
 * - A holder's holding = their PXL balance at the last block at or before the record date (every
 *   indexed Transfer up to it: received minus sent) + what they could still claim from the PXL
 *   distributor then (their leaf in the round current at that date, minus what they had claimed by
 *   then). Tokens waiting in the distributor are theirs: a holder who has not claimed yet must not
 *   lose the dividend, and a claim only moves tokens from the distributor to them, never twice
 *   (claimed by then is already in the balance, so it is taken off the leaf).
 * - An investor's credited tokens that no round has put in a leaf yet (not eligible then, or credited
 *   since the round) are still theirs, kept by the treasury until a later round: they count too
 *   (`notYetDistributed`), from the ledger, as credited at the record date.
 * - The treasury and the distributors hold no dividend: the treasury's unsold tokens are the academy's
 *   own, and the distributor's balance is counted once, through the leaves above.
 * Amounts in PXL token units (18 decimals). Addresses compared lower-case.
 */

export interface PxlMove {
  from: string;
  to: string;
  amount: bigint;
}

export interface ChainHoldingsInput {
  /** Every PXL Transfer at or before the record block. */
  transfers: readonly PxlMove[];
  /** The leaves of the PXL round current at the record date (none before the first round). */
  leaves: readonly { account: string; cumulativeAmount: bigint }[];
  /** What each account had claimed from the PXL distributor by the record date. */
  claimed: ReadonlyMap<string, bigint>;
  /** The treasury and the distributors. */
  excluded: readonly string[];
}

/** Each holder's PXL at the record date (token units), holders of nothing left out. */
export function chainHoldings({
  transfers,
  leaves,
  claimed,
  excluded,
}: ChainHoldingsInput): Map<string, bigint> {
  const key = (address: string) => address.toLowerCase();
  const held = new Map<string, bigint>();
  const add = (address: string, amount: bigint) =>
    held.set(key(address), (held.get(key(address)) ?? 0n) + amount);
  for (const t of transfers) {
    add(t.from, -t.amount);
    add(t.to, t.amount);
  }
  const claimedBy = new Map([...claimed].map(([account, amount]) => [key(account), amount]));
  for (const leaf of leaves) {
    const left = leaf.cumulativeAmount - (claimedBy.get(key(leaf.account)) ?? 0n);
    if (left > 0n) add(leaf.account, left);
  }
  const zero = `0x${"0".repeat(40)}`;
  for (const address of [...excluded, zero]) held.delete(key(address));
  for (const [address, amount] of held) if (amount <= 0n) held.delete(address);
  return held;
}

/** Where holdings at `recordDate` come from: the chain once a PXL round was published at or before it. */
export function holdingsSource(firstPxlRoundPublishedAt: Date | null, recordDate: Date): "ledger" | "chain" {
  return firstPxlRoundPublishedAt !== null && firstPxlRoundPublishedAt <= recordDate ? "chain" : "ledger";
}

/**
 * An investor's tokens credited by the ledger at the record date (micro-PXL) that the PXL leaf current
 * then (token units, null without a leaf) does not give them yet: they wait in the treasury for a later
 * round, and are held all the same. A leaf is never smaller than the credit it was made from, so this
 * is only ever the credit since the round, or all of it for an investor not in any round yet.
 */
export function notYetDistributed(creditedMicroPxl: bigint, leafUnits: bigint | null): bigint {
  const inLeaf = leafUnits === null ? 0n : tokenUnitsToMicroPxl(leafUnits);
  return creditedMicroPxl > inLeaf ? creditedMicroPxl - inLeaf : 0n;
}
