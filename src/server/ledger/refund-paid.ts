import { sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { paymentSubject } from "@/server/ledger/manual-attribution";
import type { RefundPaid } from "@/shared/admin/payments";

export type RefundPaidResult =
  | { status: "recorded"; refund: bigint; userId: string | null }
  | { status: "no_such_payment" }
  | { status: "no_refund_due" }
  | { status: "already_recorded"; refundTxHash: string }
  /** The refund transaction sent less from the sale wallet than the refunds recorded with it would need. */
  | { status: "refund_short"; paid: bigint; due: bigint; alreadyCovered: bigint };

/** Recorders of one refund transaction go one at a time ("RF", then the hash): its total is shared. */
const LOCK_CLASS = 0x5246;

/**
 * Records that the refund due of a payment (what arrived above the cap) was paid back by the
 * transaction `refundTxHash`, which sent `paidMicroUsdt` from the sale wallet (read on chain by the
 * caller). One transaction may refund several payments, never more than it paid: the refunds
 * recorded with it must fit in what it sent. The entry is taken only while its refund is due and
 * unrecorded, in the transaction that writes its audit row: a refund is recorded once.
 */
export async function recordRefundPaid(
  db: Db,
  actor: Extract<Actor, { userId: string }>,
  input: RefundPaid,
  paidMicroUsdt: bigint,
): Promise<RefundPaidResult> {
  return db.transaction(async (tx): Promise<RefundPaidResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${input.refundTxHash}))`);
    const [entry] = await queryRows<{ refund_due: string; paid: string | null; user_id: string | null }>(
      tx,
      sql`select refund_due_micro_usdt::text as refund_due, refund_paid_tx_hash as paid, user_id
          from ledger_entries
          where chain_id = ${input.chainId} and tx_hash = ${input.txHash} and log_index = ${input.logIndex}
          for update`,
    );
    if (!entry) {
      const [payment] = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from payments
            where chain_id = ${input.chainId} and tx_hash = ${input.txHash} and log_index = ${input.logIndex}`,
      );
      // A payment not through the ledger yet (pending, orphaned, or final before allocation) owes nothing yet.
      return payment ? { status: "no_refund_due" } : { status: "no_such_payment" };
    }
    if (entry.paid) return { status: "already_recorded", refundTxHash: entry.paid };
    const due = BigInt(entry.refund_due);
    if (due === 0n) return { status: "no_refund_due" };
    const [covered] = await queryRows<{ total: string }>(
      tx,
      sql`select coalesce(sum(refund_due_micro_usdt), 0)::text as total from ledger_entries
          where refund_paid_tx_hash = ${input.refundTxHash}`,
    );
    const alreadyCovered = BigInt(covered?.total ?? "0");
    if (alreadyCovered + due > paidMicroUsdt) {
      return { status: "refund_short", paid: paidMicroUsdt, due, alreadyCovered };
    }
    await tx.execute(
      sql`update ledger_entries
          set refund_paid_tx_hash = ${input.refundTxHash}, refund_paid_at = now(), refund_paid_by = ${actor.userId}
          where chain_id = ${input.chainId} and tx_hash = ${input.txHash} and log_index = ${input.logIndex}`,
    );
    await recordAudit(tx, actor, {
      action: "refund_paid",
      subject: paymentSubject(input),
      details: {
        refundTxHash: input.refundTxHash,
        refundMicroUsdt: due.toString(),
        paidByTransactionMicroUsdt: paidMicroUsdt.toString(),
      },
    });
    return { status: "recorded", refund: due, userId: entry.user_id };
  });
}
