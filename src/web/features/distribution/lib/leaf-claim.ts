import type { HolderClaim, PublicRound } from "@/shared/distribution/holder-claims";

export type Leaf = PublicRound["leaves"][number];

/** A leaf as the distributor's claim: the same call the dashboard sends. */
export const claimOf = (round: PublicRound, leaf: Leaf): HolderClaim => ({
  roundId: round.id,
  chainId: round.chainId,
  distributor: round.distributor,
  token: round.token,
  root: round.root,
  account: leaf.account,
  cumulativeAmount: leaf.cumulativeAmount,
  proof: leaf.proof,
});

/** 0x and 40 hexadecimal digits, any case (a checksum is not asked of someone typing an address). */
export const isAccountAddress = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text);

/** The leaf of `account` and its place in the round (1-based, as the page numbers them), if it has one. */
export function leafOf(round: PublicRound, account: string): { leaf: Leaf; number: number } | null {
  if (!isAccountAddress(account)) return null;
  const wanted = account.toLowerCase();
  const index = round.leaves.findIndex((leaf) => leaf.account.toLowerCase() === wanted);
  const leaf = round.leaves[index];
  return leaf ? { leaf, number: index + 1 } : null;
}
