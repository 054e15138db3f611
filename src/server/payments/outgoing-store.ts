import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { outgoingTransfers } from "@/server/db/schema";
import type { SeenTransfer } from "@/server/payments/payment-store";
import { type PendingTransfer, seenInNewBlock, stillPending } from "@/server/payments/transfer-life";
import { lowerHex } from "@/shared/chain/hex-schemas";

/**
 * Records USDT sent from the sale wallet (a refund, a treasury move, a transfer to itself) with the
 * same life as a payment: pending, then final or orphaned. Never money raised; nothing is announced.
 */
export async function storeOutgoing(db: Db, chainId: number, t: SeenTransfer): Promise<boolean> {
  const stored = await db
    .insert(outgoingTransfers)
    .values({
      chainId,
      txHash: lowerHex(t.txHash),
      logIndex: t.logIndex,
      toAddress: lowerHex(t.to),
      amount: t.amount,
      blockNumber: t.blockNumber,
      blockHash: t.blockHash.toLowerCase(),
      blockTime: t.blockTime,
      finality: "pending",
    })
    .onConflictDoUpdate({
      target: [outgoingTransfers.chainId, outgoingTransfers.txHash, outgoingTransfers.logIndex],
      set: {
        toAddress: sql`excluded.to_address`,
        amount: sql`excluded.amount_micro_usdt`,
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        blockTime: sql`excluded.block_time`,
        finality: "pending",
      },
      setWhere: seenInNewBlock(outgoingTransfers),
    })
    .returning({ txHash: outgoingTransfers.txHash });
  return stored.length > 0;
}

export function pendingOutgoing(db: Db, chainId: number): Promise<PendingTransfer[]> {
  return db
    .select({
      txHash: outgoingTransfers.txHash,
      logIndex: outgoingTransfers.logIndex,
      blockNumber: outgoingTransfers.blockNumber,
      blockHash: outgoingTransfers.blockHash,
    })
    .from(outgoingTransfers)
    .where(and(eq(outgoingTransfers.chainId, chainId), eq(outgoingTransfers.finality, "pending")))
    .orderBy(asc(outgoingTransfers.blockNumber), asc(outgoingTransfers.logIndex));
}

export async function settleOutgoing(
  db: Db,
  chainId: number,
  transfer: PendingTransfer,
  finality: "final" | "orphaned",
): Promise<boolean> {
  const settled = await db
    .update(outgoingTransfers)
    .set({ finality })
    .where(stillPending(outgoingTransfers, chainId, transfer))
    .returning({ txHash: outgoingTransfers.txHash });
  return settled.length > 0;
}
