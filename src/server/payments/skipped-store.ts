import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { skippedTransfers } from "@/server/db/schema";
import type { SkippedLog } from "@/server/payments/classify-transfer";
import { lowerHex } from "@/shared/chain/hex-schemas";

/**
 * Records a log the indexer will not count, with its reason, so that operators see it and the
 * indexer can go on. Seen again (every tick rescans the unfinalized blocks), the row takes the
 * latest sighting.
 */
export async function recordSkipped(db: Db, chainId: number, s: SkippedLog): Promise<void> {
  await db
    .insert(skippedTransfers)
    .values({
      chainId,
      txHash: lowerHex(s.txHash),
      logIndex: s.logIndex,
      blockNumber: s.blockNumber,
      blockHash: s.blockHash.toLowerCase(),
      fromAddress: s.from ? lowerHex(s.from) : null,
      toAddress: s.to ? lowerHex(s.to) : null,
      amount: s.amount,
      reason: s.reason,
      detail: s.detail,
    })
    .onConflictDoUpdate({
      target: [skippedTransfers.chainId, skippedTransfers.txHash, skippedTransfers.logIndex],
      set: {
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        fromAddress: sql`excluded.from_address`,
        toAddress: sql`excluded.to_address`,
        amount: sql`excluded.amount_micro_usdt`,
        reason: sql`excluded.reason`,
        detail: sql`excluded.detail`,
        seenAt: sql`now()`,
      },
    });
}
