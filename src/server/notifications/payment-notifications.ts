import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { Mailer } from "@/server/mail/mailer";
import { paymentReceiptMessage } from "@/server/mail/operator-emails";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import { formatUnits, PXL_DECIMALS } from "@/shared/money/units";

const shortAddress = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;
const usdt = (micro: bigint) => `${formatUnits(micro)} USDT`;
const pxl = (micro: bigint) => `${formatUnits(micro, { decimals: PXL_DECIMALS })} PXL`;

interface PaymentKey {
  chain_id: number;
  tx_hash: string;
  log_index: number;
}
const keyOf = (kind: "seen" | "credited", p: PaymentKey) =>
  `${kind}:${p.chain_id}:${p.tx_hash}:${p.log_index}`;

/** "Payment seen": a payment from a wallet the user linked, on chain but not final yet. */
export function seenNotification(
  payment: PaymentKey & { amount: bigint; from_address: string },
): NewNotification {
  return {
    type: "transaction",
    title: "Payment received",
    message: `${usdt(payment.amount)} from ${shortAddress(payment.from_address)} is processing. Your tokens are credited once its block is final.`,
    priority: "low",
    dedupeKey: keyOf("seen", payment),
  };
}

/** "Payment credited": the ledger entry credited to the user (and what arrived above the cap). */
export function creditedNotification(
  entry: PaymentKey & { credited: bigint; refund_due: bigint; tokens: bigint },
): NewNotification {
  if (entry.credited === 0n) {
    return {
      type: "transaction",
      title: "Payment due for refund",
      message: `${usdt(entry.refund_due)} arrived after the sale sold out. It is due for refund.`,
      priority: "high",
      dedupeKey: keyOf("credited", entry),
    };
  }
  const refund =
    entry.refund_due > 0n
      ? ` ${usdt(entry.refund_due)} arrived above the sale's cap and is due for refund.`
      : "";
  return {
    type: "transaction",
    title: "Payment credited",
    message: `${usdt(entry.credited)} credited: ${pxl(entry.tokens)} added to your holdings.${refund}`,
    priority: "medium",
    dedupeKey: keyOf("credited", entry),
  };
}

/** Where receipts go out: a receipt is mailed when the "payment credited" notification is created. */
export interface ReceiptSender {
  mailer: Mailer;
  baseUrl: string;
  /** The block explorer's transaction page prefix; null on a chain without one (the demo's). */
  explorerTxUrl: string | null;
}

interface CreditedRow extends PaymentKey {
  user_id: string;
  email: string;
  first_name: string | null;
  credited: string;
  refund_due: string;
  tokens: string;
}

/**
 * Notifies these users of what happened to their payments and is not notified yet: a pending
 * payment from a wallet they linked ("seen"), a ledger entry credited to them ("credited"). Run
 * after their payments changed (indexer, claim, wallet link, an operator's attribution). Each fact
 * has its dedupe key, so a repeated or concurrent run adds nothing twice. Returns the users who got
 * a new notification.
 *
 * With `receipts`, the run that creates a "payment credited" notification also mails its receipt,
 * after that insert committed: the dedupe key that makes the notification once per payment makes
 * the receipt once too, whatever path credited it. A receipt that fails to send is logged, not
 * retried (a second one could never be taken back).
 */
export async function syncPaymentNotifications(
  db: Db,
  userIds: readonly string[],
  receipts?: ReceiptSender,
): Promise<string[]> {
  const users = [...new Set(userIds)].sort();
  if (users.length === 0) return [];
  const userList = sql.join(
    users.map((id) => sql`${id}`),
    sql`, `,
  );
  const seen = await queryRows<PaymentKey & { user_id: string; amount: string; from_address: string }>(
    db,
    sql`select p.chain_id, p.tx_hash, p.log_index, p.amount_micro_usdt::text as amount, p.from_address, w.user_id
        from payments p
        join wallet_links w on w.address = p.from_address
        left join ledger_entries l using (chain_id, tx_hash, log_index)
        where p.finality = 'pending' and l.tx_hash is null and w.user_id in (${userList})
          and not exists (select 1 from notifications n where n.user_id = w.user_id
                          and n.dedupe_key = 'seen:' || p.chain_id || ':' || p.tx_hash || ':' || p.log_index)
        order by p.block_number, p.log_index`,
  );
  const credited = await queryRows<CreditedRow>(
    db,
    sql`select l.chain_id, l.tx_hash, l.log_index, l.user_id, u.email, u.first_name,
               l.credited_micro_usdt::text as credited, l.refund_due_micro_usdt::text as refund_due,
               l.tokens_micro_pxl::text as tokens
        from ledger_entries l
        join payments p using (chain_id, tx_hash, log_index)
        join "user" u on u.id = l.user_id
        where l.user_id in (${userList})
          and not exists (select 1 from notifications n where n.user_id = l.user_id
                          and n.dedupe_key = 'credited:' || l.chain_id || ':' || l.tx_hash || ':' || l.log_index)
        order by p.block_number, p.log_index`,
  );
  const notified = new Set<string>();
  const seenPerUser = new Map<string, NewNotification[]>();
  for (const row of seen) {
    const list = seenPerUser.get(row.user_id) ?? [];
    list.push(seenNotification({ ...row, amount: BigInt(row.amount) }));
    seenPerUser.set(row.user_id, list);
  }
  for (const [userId, notifications] of seenPerUser) {
    if ((await createNotifications(db, userId, notifications)) > 0) notified.add(userId);
  }
  // One at a time: whether this run created a credit's notification is what decides its receipt.
  const newlyCredited: CreditedRow[] = [];
  for (const row of credited) {
    const amounts = {
      credited: BigInt(row.credited),
      refund_due: BigInt(row.refund_due),
      tokens: BigInt(row.tokens),
    };
    if ((await createNotifications(db, row.user_id, [creditedNotification({ ...row, ...amounts })])) > 0) {
      notified.add(row.user_id);
      newlyCredited.push(row);
    }
  }
  if (receipts) await sendReceipts(receipts, newlyCredited);
  return [...notified];
}

/** A receipt for each newly credited entry that credited something (all above the cap is a refund, not a purchase). */
async function sendReceipts(
  { mailer, baseUrl, explorerTxUrl }: ReceiptSender,
  rows: readonly CreditedRow[],
): Promise<void> {
  for (const row of rows) {
    if (BigInt(row.credited) === 0n) continue;
    const message = paymentReceiptMessage(
      { email: row.email, firstName: row.first_name },
      {
        txHash: row.tx_hash,
        explorerTxUrl,
        credited: BigInt(row.credited),
        refundDue: BigInt(row.refund_due),
        tokens: BigInt(row.tokens),
      },
      baseUrl,
    );
    await mailer.send(message).catch((error: unknown) => {
      console.error(`the receipt of ${row.tx_hash}:${row.log_index} was not sent`, error);
    });
  }
}
