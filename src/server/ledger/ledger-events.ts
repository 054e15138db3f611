import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { ledgerEvents } from "@/server/db/schema";

/** The payment an event is about: the key of `payments` and `ledger_entries`. */
export interface PaymentRef {
  chainId: number;
  txHash: string;
  logIndex: number;
}

/**
 * The ledger's domain events. Amounts are decimal strings of base units (micro-USDT, micro-PXL):
 * they travel through jsonb, which has no bigint.
 *
 * - payment_detected: a transfer to the sale wallet was stored as pending (or seen again in a new block).
 * - payment_orphaned: a reorg removed the block that held it.
 * - payment_credited: a final payment's entry belongs to a user (once per payment).
 * - payment_awaiting_attribution: a final payment's entry has no user yet (once per payment).
 * - refund_due: part or all of a final payment arrived above the cap (once per payment).
 * - refund_paid: an operator recorded the refund's transaction (once per payment).
 */
export type LedgerEvent = PaymentRef &
  (
    | {
        type: "payment_detected";
        userId?: null;
        payload: { from: string; amount: string; blockNumber: string };
      }
    | { type: "payment_orphaned"; userId?: null; payload: { from: string; amount: string } }
    | {
        type: "payment_credited";
        userId: string;
        payload: {
          credited: string;
          refundDue: string;
          tokens: string;
          /** What attributed it: the sender's wallet proof, or an operator by hand. */
          attribution: "wallet_proof" | "manual";
          /** Which path made the change: the ledger's allocation, a claim, a wallet link, an operator. */
          via: "allocation" | "claim" | "wallet_link" | "operator";
        };
      }
    | {
        type: "payment_awaiting_attribution";
        userId?: null;
        payload: { from: string; credited: string; refundDue: string };
      }
    | { type: "refund_due"; userId: string | null; payload: { refundDue: string } }
    | {
        type: "refund_paid";
        userId: string | null;
        payload: { refundTxHash: string; amount: string; to: string };
      }
  );

export type LedgerEventType = LedgerEvent["type"];

/** An event as the dispatcher hands it to subscribers. */
export type DeliveredLedgerEvent = LedgerEvent & { id: bigint; createdAt: Date };

/**
 * Writes an event in the caller's transaction, so that it exists exactly when the change does.
 * The once-per-payment kinds (credited, awaiting attribution, refund due, refund paid) are unique in
 * the database: a second one is ignored, and `false` says so.
 */
export async function recordLedgerEvent(tx: Db, event: LedgerEvent): Promise<boolean> {
  const inserted = await tx
    .insert(ledgerEvents)
    .values({
      type: event.type,
      chainId: event.chainId,
      txHash: event.txHash.toLowerCase(),
      logIndex: event.logIndex,
      userId: event.userId ?? null,
      payload: event.payload,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEvents.id });
  if (inserted.length > 0) await tx.execute(sql`select pg_notify(${LEDGER_EVENTS_CHANNEL}, '')`);
  return inserted.length > 0;
}

/** Wakes the dispatchers of every instance after commit (a NOTIFY in a rolled-back transaction is never sent). */
export const LEDGER_EVENTS_CHANNEL = "pxl_ledger_events";
