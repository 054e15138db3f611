import { getAddress } from "viem";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { loadMerkleRound, verifyMerkleClaim } from "@/shared/distribution/merkle-tree";
import { readRoundDump } from "@/web/features/distribution/lib/round-dump";

export type RoundCheck = { ok: true } | { ok: false; reason: string };

/**
 * What anyone can check in their browser before trusting a round: the published tree rebuilds (every
 * node recomputed) to the root the owner set; every leaf listed is in it with the same amount; every
 * proof shown proves its leaf against that root; and the total is the sum of the leaves.
 */
export function verifyRound(round: PublicRound): RoundCheck {
  const dump = readRoundDump(round.tree);
  if (!dump) return { ok: false, reason: m.round_verify_not_tree() };
  let rebuilt: ReturnType<typeof loadMerkleRound>;
  try {
    rebuilt = loadMerkleRound(dump);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (rebuilt.root.toLowerCase() !== round.root.toLowerCase()) {
    return { ok: false, reason: m.round_verify_root_mismatch({ tree: rebuilt.root, published: round.root }) };
  }
  if (rebuilt.claims.length !== round.leaves.length) {
    return {
      ok: false,
      reason: m.round_verify_count_mismatch({
        tree: String(rebuilt.claims.length),
        listed: String(round.leaves.length),
      }),
    };
  }
  const inTree = new Map(rebuilt.claims.map((c) => [c.account, c.cumulativeAmount]));
  let total = 0n;
  for (const leaf of round.leaves) {
    const account = getAddress(leaf.account);
    const amount = BigInt(leaf.cumulativeAmount);
    if (inTree.get(account) !== amount) {
      return { ok: false, reason: m.round_verify_leaf_missing({ account }) };
    }
    if (!verifyMerkleClaim(round.root, { account, cumulativeAmount: amount, proof: leaf.proof })) {
      return { ok: false, reason: m.round_verify_bad_proof({ account }) };
    }
    total += amount;
  }
  if (total !== BigInt(round.totalAmount)) {
    return { ok: false, reason: m.round_verify_total() };
  }
  return { ok: true };
}
