import { sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { announceCredits, type CreditedEntryRow, creditedColumns } from "@/server/ledger/credit-events";
import type { ManualAttribution } from "@/shared/admin/payments";

export type ManualAttributionResult =
  | { status: "attributed"; userId: string; credited: bigint; tokens: bigint; refundDue: bigint }
  | { status: "no_such_payment" }
  | { status: "no_such_account" }
  /** The operator named their own account: another operator must credit it (four eyes on money). */
  | { status: "own_account" }
  | { status: "not_final"; finality: "pending" | "orphaned" }
  | { status: "already_credited"; to: string | null };

/** How the audit log and the console name one payment. */
export const paymentSubject = (p: { chainId: number; txHash: string; logIndex: number }) =>
  `${p.chainId}:${p.txHash}:${p.logIndex}`;

interface PaymentState {
  finality: "pending" | "final" | "orphaned";
  amount: string;
  has_entry: boolean;
  credited_to: string | null;
}

const paymentState = (db: Db, p: ManualAttribution) =>
  queryRows<PaymentState>(
    db,
    sql`select p.finality, p.amount_micro_usdt::text as amount, (l.tx_hash is not null) as has_entry,
               u.email as credited_to
        from payments p
        left join ledger_entries l using (chain_id, tx_hash, log_index)
        left join "user" u on u.id = l.user_id
        where p.chain_id = ${p.chainId} and p.tx_hash = ${p.txHash} and p.log_index = ${p.logIndex}`,
  ).then((rows) => rows[0] ?? null);

/**
 * An operator credits a final payment that no wallet proof can attribute (an exchange withdrawal)
 * to the account with this e-mail. The credited amount is the one the ledger already set aside
 * under the cap, so the reconciliation stays exact: the amount only moves from "awaiting
 * attribution" to "credited".
 *
 * The sender's wallet is NOT linked to the user: an exchange's hot wallet pays many people.
 *
 * No operator credits a payment to their own account, directly or by approving their own request:
 * a payment nobody can prove is someone else's money until another operator says otherwise.
 *
 * Invariant: a payment is attributed once. The update takes only an entry still without a user,
 * inside the transaction that writes its audit row, so of two operators acting at once exactly
 * one wins and exactly one audit row is written.
 */
export async function attributeManually(
  db: Db,
  actor: Extract<Actor, { userId: string }>,
  input: ManualAttribution,
): Promise<ManualAttributionResult> {
  let payment = await paymentState(db, input);
  if (!payment) return { status: "no_such_payment" };
  if (payment.finality !== "final") return { status: "not_final", finality: payment.finality };
  if (!payment.has_entry) {
    // Final but not through the ledger yet (allocation follows each indexer tick): do it now.
    await allocateFinalPayments(db);
    payment = await paymentState(db, input);
    if (!payment?.has_entry) return { status: "no_such_payment" };
  }
  if (payment.credited_to !== null) return { status: "already_credited", to: payment.credited_to };

  const [account] = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from "user" where lower(email) = ${input.email}`,
  );
  if (!account) return { status: "no_such_account" };
  if (account.id === actor.userId) return { status: "own_account" };
  const amount = payment.amount;

  return db.transaction(async (tx) => {
    const [entry] = await queryRows<CreditedEntryRow>(
      tx,
      sql`update ledger_entries l
          set user_id = ${account.id}, attribution = 'manual', attributed_by = ${actor.userId},
              attribution_reason = ${input.reason}, attributed_at = now()
          where l.chain_id = ${input.chainId} and l.tx_hash = ${input.txHash} and l.log_index = ${input.logIndex}
            and l.user_id is null
          returning ${creditedColumns}`,
    );
    if (!entry) {
      // Another operator (or the sender's owner by wallet proof) was first.
      const winner = await paymentState(tx, input);
      return { status: "already_credited", to: winner?.credited_to ?? null } as const;
    }
    await announceCredits(tx, [entry], "operator");
    await recordAudit(tx, actor, {
      action: "payment_attributed",
      subject: paymentSubject(input),
      details: {
        email: account.email,
        amountMicroUsdt: amount,
        creditedMicroUsdt: entry.credited,
        reason: input.reason,
      },
    });
    return {
      status: "attributed",
      userId: account.id,
      credited: BigInt(entry.credited),
      tokens: BigInt(entry.tokens),
      refundDue: BigInt(entry.refund_due),
    } as const;
  });
}
