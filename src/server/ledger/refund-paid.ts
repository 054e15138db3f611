import { sql } from "drizzle-orm";
import { type Address, getAddress, isAddressEqual } from "viem";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { recordLedgerEvent } from "@/server/ledger/ledger-events";
import { paymentSubject } from "@/server/ledger/manual-attribution";
import { sentTo, type VerifiedRefund } from "@/server/payments/verify-refund";
import type { RefundPaid } from "@/shared/admin/payments";

export type RefundPaidResult =
  | { status: "recorded"; refund: bigint; userId: string | null; to: Address }
  | { status: "no_such_payment" }
  | { status: "no_refund_due" }
  | { status: "already_recorded"; refundTxHash: string }
  /** The refund would go to the sale wallet: named by the operator, or the payment's own sender. */
  | { status: "recipient_is_sale_wallet"; chosen: boolean }
  /** The refund transaction sent nothing from the sale wallet to the refund's recipient. */
  | { status: "wrong_recipient"; to: Address; chosen: boolean; sentTo: Address[] }
  /** It sent the recipient less than the refunds recorded with it to that recipient would need. */
  | { status: "refund_short"; to: Address; paid: bigint; due: bigint; alreadyCovered: bigint };

/** Recorders of one refund transaction go one at a time ("RF", then the hash): what it sent is shared. */
const LOCK_CLASS = 0x5246;

/**
 * Records that the refund due of a payment (what arrived above the cap) was paid back by the final
 * transaction `refund` (read on chain by the caller), to the payment's sender or to the address the
 * operator named with a reason (an exchange's hot wallet must not get the money), never to the sale
 * wallet. One transaction may refund several payments: the refunds recorded with it to one
 * recipient never exceed what it sent that recipient. The entry is taken only while its refund is
 * due and unrecorded, in the transaction that writes its audit row and its `refund_paid` event: a
 * refund is recorded once.
 */
export async function recordRefundPaid(
  db: Db,
  actor: Extract<Actor, { userId: string }>,
  input: RefundPaid,
  refund: VerifiedRefund,
): Promise<RefundPaidResult> {
  return db.transaction(async (tx): Promise<RefundPaidResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${refund.txHash}))`);
    const [entry] = await queryRows<{
      refund_due: string;
      paid: string | null;
      user_id: string | null;
      sender: string;
    }>(
      tx,
      sql`select e.refund_due_micro_usdt::text as refund_due, e.refund_paid_tx_hash as paid, e.user_id,
                 p.from_address as sender
          from ledger_entries e
          join payments p using (chain_id, tx_hash, log_index)
          where e.chain_id = ${input.chainId} and e.tx_hash = ${input.txHash} and e.log_index = ${input.logIndex}
          for update of e`,
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

    const chosen = input.recipient !== undefined;
    const to = getAddress(input.recipient?.address ?? entry.sender);
    if (isAddressEqual(to, refund.saleWallet)) return { status: "recipient_is_sale_wallet", chosen };
    const paid = sentTo(refund, to);
    if (paid === 0n) {
      return { status: "wrong_recipient", to, chosen, sentTo: [...new Set(refund.sent.map((t) => t.to))] };
    }
    // Entries recorded before recipients were kept (no `refund_paid_to`) count against every recipient.
    const [covered] = await queryRows<{ total: string }>(
      tx,
      sql`select coalesce(sum(refund_due_micro_usdt), 0)::text as total from ledger_entries
          where refund_paid_tx_hash = ${refund.txHash}
            and (lower(refund_paid_to) = ${to.toLowerCase()} or refund_paid_to is null)`,
    );
    const alreadyCovered = BigInt(covered?.total ?? "0");
    if (alreadyCovered + due > paid) return { status: "refund_short", to, paid, due, alreadyCovered };

    const reason = input.recipient?.reason ?? null;
    await tx.execute(
      sql`update ledger_entries
          set refund_paid_tx_hash = ${refund.txHash}, refund_paid_at = now(), refund_paid_by = ${actor.userId},
              refund_paid_to = ${to}, refund_recipient_reason = ${reason}
          where chain_id = ${input.chainId} and tx_hash = ${input.txHash} and log_index = ${input.logIndex}`,
    );
    await recordAudit(tx, actor, {
      action: "refund_paid",
      subject: paymentSubject(input),
      details: {
        refundTxHash: refund.txHash,
        refundMicroUsdt: due.toString(),
        to,
        ...(reason === null ? {} : { recipientReason: reason }),
        sentToRecipientMicroUsdt: paid.toString(),
      },
    });
    await recordLedgerEvent(tx, {
      type: "refund_paid",
      userId: entry.user_id,
      payload: { refundTxHash: refund.txHash, amount: due.toString(), to },
      chainId: input.chainId,
      txHash: input.txHash,
      logIndex: input.logIndex,
    });
    return { status: "recorded", refund: due, userId: entry.user_id, to };
  });
}
