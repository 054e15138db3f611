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
  | { status: "already_recorded"; refundTxHash: string };

/**
 * Records that the refund due of a payment (what arrived above the cap) was paid back by the
 * transaction `refundTxHash`. The update takes only an entry with a refund due and none recorded,
 * in the transaction that writes its audit row: a refund is recorded once.
 */
export async function recordRefundPaid(
  db: Db,
  actor: Extract<Actor, { userId: string }>,
  input: RefundPaid,
): Promise<RefundPaidResult> {
  const result = await db.transaction(async (tx) => {
    const [entry] = await queryRows<{ refund_due: string; user_id: string | null }>(
      tx,
      sql`update ledger_entries
          set refund_paid_tx_hash = ${input.refundTxHash}, refund_paid_at = now(), refund_paid_by = ${actor.userId}
          where chain_id = ${input.chainId} and tx_hash = ${input.txHash} and log_index = ${input.logIndex}
            and refund_due_micro_usdt > 0 and refund_paid_tx_hash is null
          returning refund_due_micro_usdt::text as refund_due, user_id`,
    );
    if (!entry) return null;
    await recordAudit(tx, actor, {
      action: "refund_paid",
      subject: paymentSubject(input),
      details: { refundTxHash: input.refundTxHash, refundMicroUsdt: entry.refund_due },
    });
    return { status: "recorded", refund: BigInt(entry.refund_due), userId: entry.user_id } as const;
  });
  if (result) return result;

  // Nothing recorded: say why.
  const [row] = await queryRows<{ has_entry: boolean; refund_due: string | null; paid: string | null }>(
    db,
    sql`select (l.tx_hash is not null) as has_entry, l.refund_due_micro_usdt::text as refund_due,
               l.refund_paid_tx_hash as paid
        from payments p left join ledger_entries l using (chain_id, tx_hash, log_index)
        where p.chain_id = ${input.chainId} and p.tx_hash = ${input.txHash} and p.log_index = ${input.logIndex}`,
  );
  if (!row) return { status: "no_such_payment" };
  if (row.paid) return { status: "already_recorded", refundTxHash: row.paid };
  return { status: "no_refund_due" };
}
