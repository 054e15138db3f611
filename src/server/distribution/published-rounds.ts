import { and, desc, eq } from "drizzle-orm";
import type { Hex } from "viem";
import type { Db } from "@/server/db/client";
import { distributionRounds } from "@/server/db/schema";
import { roundLeaves } from "@/server/distribution/round-store";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { buildMerkleRound, type MerkleClaim, type MerkleRound } from "@/shared/distribution/merkle-tree";

export interface PublishedRound {
  id: string;
  kind: RoundKind;
  period: string | null;
  recordDate: Date | null;
  publishedAt: Date;
  root: Hex;
  setRootTxHash: Hex;
  tree: MerkleRound;
  claimOf(account: string): MerkleClaim | null;
}

// A published round never changes, so its tree is built once per process.
const trees = new Map<string, MerkleRound>();

async function treeOf(db: Db, roundId: string, root: Hex): Promise<MerkleRound> {
  const cached = trees.get(roundId);
  if (cached) return cached;
  const leaves = await roundLeaves(db, roundId);
  const tree = buildMerkleRound(leaves);
  // The stored root is the one the owner signed: leaves that no longer give it mean the table was
  // edited after publishing, and no proof from it may be handed out.
  if (tree.root !== root) throw new Error(`round ${roundId}: its leaves no longer give its published root`);
  trees.set(roundId, tree);
  return tree;
}

const columns = {
  id: distributionRounds.id,
  kind: distributionRounds.kind,
  period: distributionRounds.period,
  recordDate: distributionRounds.recordDate,
  publishedAt: distributionRounds.publishedAt,
  root: distributionRounds.merkleRoot,
  setRootTxHash: distributionRounds.setRootTxHash,
};

async function withTree(db: Db, row: RoundRow): Promise<PublishedRound> {
  if (!row.publishedAt || !row.root || !row.setRootTxHash)
    throw new Error(`round ${row.id} is not published`);
  const tree = await treeOf(db, row.id, row.root);
  const byAccount = new Map(tree.claims.map((c) => [c.account.toLowerCase(), c]));
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    recordDate: row.recordDate,
    publishedAt: row.publishedAt,
    root: row.root,
    setRootTxHash: row.setRootTxHash,
    tree,
    claimOf: (account) => byAccount.get(account.toLowerCase()) ?? null,
  };
}

interface RoundRow {
  id: string;
  kind: RoundKind;
  period: string | null;
  recordDate: Date | null;
  publishedAt: Date | null;
  root: Hex | null;
  setRootTxHash: Hex | null;
}

/** The published round `id` (of either kind) with its tree; null when there is none or it is a draft. */
export async function publishedRound(db: Db, id: string): Promise<PublishedRound | null> {
  const [row] = await db
    .select(columns)
    .from(distributionRounds)
    .where(and(eq(distributionRounds.id, id), eq(distributionRounds.status, "published")));
  return row ? withTree(db, row) : null;
}

/** The distributor's current round of `kind`: the last one published (null before the first). */
export async function currentRound(db: Db, kind: RoundKind): Promise<PublishedRound | null> {
  const [row] = await db
    .select(columns)
    .from(distributionRounds)
    .where(and(eq(distributionRounds.kind, kind), eq(distributionRounds.status, "published")))
    .orderBy(desc(distributionRounds.publishedAt), desc(distributionRounds.createdAt))
    .limit(1);
  return row ? withTree(db, row) : null;
}
