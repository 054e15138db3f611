import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import { roundLeaves, turnTime } from "@/server/distribution/round-store";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import {
  chainReadThrough,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  wallet,
} from "@/server/test/operator-fixtures";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";

// The buyers and published rounds that distribution tests stage straight in the database, with no
// chain or indexer, written once.

/** The Merkle root of a saved round's leaves: what the owner would set on the distributor. */
export const roundRoot = async (db: Db, roundId: string) =>
  buildMerkleRound(await roundLeaves(db, roundId)).root;

/**
 * Marks a saved round published with the root of its leaves, as publishRound would once the owner set
 * it. Without `publishedAt` it is the database's clock at the update, as publishRound's own, so that it
 * orders against drafts saved around it as a real publication would.
 */
export async function markPublished(db: Db, roundId: string, publishedAt?: Date): Promise<void> {
  await db.execute(sql`update distribution_rounds set status = 'published',
      merkle_root = ${await roundRoot(db, roundId)}, set_root_tx_hash = ${`0x${"22".repeat(32)}`},
      published_at = ${publishedAt ?? turnTime} where id = ${roundId}`);
}

export interface Buyer {
  userId: string;
  /** The payment's number (its transaction hash and block, see insertPayment). */
  n: number;
  /** The wallet the buyer links as primary and pays from; `wallet(n)` unless given. */
  from?: string;
  amount: bigint;
  time?: Date;
}

/**
 * Buyers with a primary wallet and a verified identity check, each paying once, credited; with no
 * indexer, these payments are all the chain holds through `readThrough`.
 */
export async function verifiedBuyers(db: Db, buyers: readonly Buyer[], readThrough: Date): Promise<void> {
  for (const { userId, n, from = wallet(n) } of buyers) await linkWallet(db, from, userId, true);
  await db.insert(kycSubmissions).values(buyers.map(({ userId }) => kycSubmissionRow(userId, "verified", 1)));
  for (const { n, from = wallet(n), amount, time } of buyers)
    await insertPayment(db, { n, from, amount, time });
  await allocateFinalPayments(db);
  await chainReadThrough(db, readThrough);
}
