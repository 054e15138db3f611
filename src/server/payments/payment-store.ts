import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { payments, skippedTransfers } from "@/server/db/schema";
import { recordLedgerEvent } from "@/server/ledger/ledger-events";
import { type PendingTransfer, seenInNewBlock, stillPending } from "@/server/payments/transfer-life";
import type { TransferLog } from "@/server/payments/transfer-logs";
import { lowerHex } from "@/shared/chain/hex-schemas";

export interface SeenTransfer extends TransferLog {
  blockTime: Date;
}

/**
 * Records an incoming transfer as a pending payment and, in the same transaction, announces it
 * (payment_detected) when it is new or seen in a new block. Idempotent: the key (chain, tx hash, log
 * index) makes a payment impossible to store twice, and seeing it again in the same block changes
 * and announces nothing. Run it inside the caller's transaction.
 */
export async function storePayment(tx: Db, chainId: number, t: SeenTransfer): Promise<boolean> {
  const txHash = lowerHex(t.txHash);
  const from = t.from.toLowerCase();
  const [stored] = await tx
    .insert(payments)
    .values({
      chainId,
      txHash,
      logIndex: t.logIndex,
      fromAddress: from,
      amount: t.amount,
      blockNumber: t.blockNumber,
      blockHash: t.blockHash.toLowerCase(),
      blockTime: t.blockTime,
      finality: "pending",
    })
    .onConflictDoUpdate({
      target: [payments.chainId, payments.txHash, payments.logIndex],
      set: {
        fromAddress: sql`excluded.from_address`,
        amount: sql`excluded.amount_micro_usdt`,
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        blockTime: sql`excluded.block_time`,
        finality: "pending",
      },
      setWhere: seenInNewBlock(payments),
    })
    .returning({ txHash: payments.txHash });
  if (!stored) return false;
  await recordLedgerEvent(tx, {
    type: "payment_detected",
    chainId,
    txHash,
    logIndex: t.logIndex,
    payload: { from, amount: t.amount.toString(), blockNumber: t.blockNumber.toString() },
  });
  // Refused by the database on an earlier tick and stored now: that skipped row told of a loss that did not happen.
  await tx
    .delete(skippedTransfers)
    .where(
      and(
        eq(skippedTransfers.chainId, chainId),
        eq(skippedTransfers.txHash, txHash),
        eq(skippedTransfers.logIndex, t.logIndex),
        eq(skippedTransfers.reason, "unstorable"),
      ),
    );
  return true;
}

/** Stores several payments (one claim's transaction) in one database transaction. */
export async function recordPayments(db: Db, chainId: number, transfers: readonly SeenTransfer[]) {
  await db.transaction(async (tx) => {
    for (const transfer of transfers) await storePayment(tx, chainId, transfer);
  });
}

export function pendingPayments(db: Db, chainId: number): Promise<PendingTransfer[]> {
  return db
    .select({
      txHash: payments.txHash,
      logIndex: payments.logIndex,
      blockNumber: payments.blockNumber,
      blockHash: payments.blockHash,
    })
    .from(payments)
    .where(and(eq(payments.chainId, chainId), eq(payments.finality, "pending")))
    .orderBy(asc(payments.blockNumber), asc(payments.logIndex));
}

/**
 * Settles a pending payment; a row that is no longer pending (or moved to another block) is left
 * alone. An orphaned one is announced (payment_orphaned) in the same transaction.
 */
export async function settlePayment(
  db: Db,
  chainId: number,
  payment: PendingTransfer,
  finality: "final" | "orphaned",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ finality })
      .where(stillPending(payments, chainId, payment))
      .returning({ from: payments.fromAddress, amount: payments.amount });
    if (settled && finality === "orphaned") {
      await recordLedgerEvent(tx, {
        type: "payment_orphaned",
        chainId,
        txHash: payment.txHash,
        logIndex: payment.logIndex,
        payload: { from: settled.from, amount: settled.amount.toString() },
      });
    }
    return settled !== undefined;
  });
}
