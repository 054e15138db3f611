import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { distributionClaims, pxlTransfers } from "@/server/db/schema";
import type { ClaimedLog, PxlTransferLog } from "@/server/distribution/distribution-logs";
import {
  type ChainTransferTable,
  type PendingTransfer,
  seenInNewBlock,
  stillPending,
} from "@/server/payments/transfer-life";
import { lowerHex } from "@/shared/chain/hex-schemas";

/*
 * The distribution's logs with the life of a payment (see transfer-life.ts): stored pending and
 * idempotently by (chain, tx hash, log index); seen again in another block (a reorg moved it) or after
 * it was orphaned, the row takes the new sighting; a final row never changes.
 */

export async function storePxlTransfer(
  db: Db,
  chainId: number,
  t: PxlTransferLog & { blockTime: Date },
): Promise<void> {
  await db
    .insert(pxlTransfers)
    .values({
      chainId,
      txHash: lowerHex(t.txHash),
      logIndex: t.logIndex,
      fromAddress: t.from.toLowerCase(),
      toAddress: t.to.toLowerCase(),
      amount: t.amount,
      blockNumber: t.blockNumber,
      blockHash: t.blockHash.toLowerCase(),
      blockTime: t.blockTime,
      finality: "pending",
    })
    .onConflictDoUpdate({
      target: [pxlTransfers.chainId, pxlTransfers.txHash, pxlTransfers.logIndex],
      set: {
        fromAddress: sql`excluded.from_address`,
        toAddress: sql`excluded.to_address`,
        amount: sql`excluded.amount`,
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        blockTime: sql`excluded.block_time`,
        finality: "pending",
      },
      setWhere: seenInNewBlock(pxlTransfers),
    });
}

export async function storeClaim(
  db: Db,
  chainId: number,
  c: ClaimedLog & { blockTime: Date },
): Promise<void> {
  await db
    .insert(distributionClaims)
    .values({
      chainId,
      txHash: lowerHex(c.txHash),
      logIndex: c.logIndex,
      distributor: c.distributor.toLowerCase(),
      account: c.account.toLowerCase(),
      amount: c.amount,
      cumulativeAmount: c.cumulativeAmount,
      blockNumber: c.blockNumber,
      blockHash: c.blockHash.toLowerCase(),
      blockTime: c.blockTime,
      finality: "pending",
    })
    .onConflictDoUpdate({
      target: [distributionClaims.chainId, distributionClaims.txHash, distributionClaims.logIndex],
      set: {
        distributor: sql`excluded.distributor`,
        account: sql`excluded.account`,
        amount: sql`excluded.amount`,
        cumulativeAmount: sql`excluded.cumulative_amount`,
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        blockTime: sql`excluded.block_time`,
        finality: "pending",
      },
      setWhere: seenInNewBlock(distributionClaims),
    });
}

type EventTable = typeof pxlTransfers | typeof distributionClaims;

export function pendingEvents(db: Db, table: EventTable, chainId: number): Promise<PendingTransfer[]> {
  return db
    .select({
      txHash: table.txHash,
      logIndex: table.logIndex,
      blockNumber: table.blockNumber,
      blockHash: table.blockHash,
    })
    .from(table)
    .where(and(eq(table.chainId, chainId), eq(table.finality, "pending")))
    .orderBy(asc(table.blockNumber), asc(table.logIndex));
}

/** Settles a row still pending in the block it was seen in; true when it changed. */
export async function settleEvent(
  db: Db,
  table: EventTable & ChainTransferTable,
  chainId: number,
  row: PendingTransfer,
  finality: "final" | "orphaned",
): Promise<boolean> {
  const settled = await db
    .update(table)
    .set({ finality })
    .where(stillPending(table, chainId, row))
    .returning({ txHash: table.txHash });
  return settled.length > 0;
}
