import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { LedgerSubscriber } from "@/server/ledger/ledger-dispatcher";
import type { DeliveredLedgerEvent, PaymentRef } from "@/server/ledger/ledger-events";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { paymentReceiptMessage } from "@/server/mail/operator-emails";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import { formatPxl as pxl, formatUsdt as usdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { paymentStatusLabel } from "@/shared/format/statuses";

/** The fact a notification reports: one per payment and kind, so a redelivered event adds nothing. */
const keyOf = (kind: "seen" | "credited" | "refunded", p: PaymentRef) =>
  `${kind}:${p.chainId}:${p.txHash}:${p.logIndex}`;

/** "Payment seen": a payment from a wallet the user linked, on chain but not final yet. */
export function seenNotification(payment: PaymentRef & { amount: bigint; from: string }): NewNotification {
  return {
    type: "transaction",
    title: "Payment received",
    message: `${usdt(payment.amount)} from ${shortHex(payment.from)} is processing. Your tokens are credited once its block is final.`,
    priority: "low",
    dedupeKey: keyOf("seen", payment),
  };
}

/** "Payment verified": the ledger entry credited to the user (and what arrived above the cap). */
export function creditedNotification(
  entry: PaymentRef & { credited: bigint; refundDue: bigint; tokens: bigint },
): NewNotification {
  if (entry.credited === 0n) {
    return {
      type: "transaction",
      title: "Payment due for refund",
      message: `${usdt(entry.refundDue)} arrived after the sale sold out. It is due for refund.`,
      priority: "high",
      dedupeKey: keyOf("credited", entry),
    };
  }
  const refund =
    entry.refundDue > 0n
      ? ` ${usdt(entry.refundDue)} arrived above the sale's cap and is due for refund.`
      : "";
  return {
    type: "transaction",
    // The spec's word for a credited payment, as the dashboard's badge says it.
    title: `Payment ${paymentStatusLabel.verified.toLowerCase()}`,
    message: `${usdt(entry.credited)} credited: ${pxl(entry.tokens)} added to your holdings.${refund}`,
    priority: "medium",
    dedupeKey: keyOf("credited", entry),
  };
}

/** "Refund sent": the part of a payment above the cap went back, in this transaction. */
export function refundedNotification(
  refund: PaymentRef & { amount: bigint; to: string; refundTxHash: string },
): NewNotification {
  return {
    type: "transaction",
    title: "Refund sent",
    message: `${usdt(refund.amount)} was sent back to ${shortHex(refund.to)} (transaction ${shortHex(refund.refundTxHash)}).`,
    priority: "medium",
    dedupeKey: keyOf("refunded", refund),
  };
}

/** Where receipts go out: a receipt is mailed when the "payment credited" notification is created. */
export interface ReceiptSender {
  mailer: Mailer;
  baseUrl: string;
  /** The block explorer's transaction page prefix; null on a chain without one (the demo's). */
  explorerTxUrl: string | null;
}

export interface PaymentNotificationDeps {
  db: Db;
  /** Without it, no receipt is mailed (tests of notifications alone). */
  receipts?: ReceiptSender;
  /** Tells the users' pages that their notifications changed. */
  notified?: (userIds: readonly string[]) => void;
}

/**
 * The ledger's events, told to the users they concern: a payment seen from a wallet they linked, a
 * payment credited (with its receipt by e-mail), a refund sent. Each notification has its dedupe
 * key, so an event delivered twice (or by two instances) adds nothing twice.
 *
 * The receipt goes out from the delivery that created the "payment credited" notification, after
 * that insert committed: the dedupe key that makes the notification once per payment makes the
 * receipt once too, whatever path credited it. A receipt that fails to send is logged, not retried
 * (a second one could never be taken back).
 */
export function paymentNotifications({ db, receipts, notified }: PaymentNotificationDeps): LedgerSubscriber {
  return async (events) => {
    const users = new Set<string>();
    for (const event of events) {
      const userId = await notifyOne(db, event, receipts);
      if (userId) users.add(userId);
    }
    if (users.size > 0) notified?.([...users]);
  };
}

/** The user who got a new notification from this event, if any. */
async function notifyOne(
  db: Db,
  event: DeliveredLedgerEvent,
  receipts: ReceiptSender | undefined,
): Promise<string | null> {
  switch (event.type) {
    case "payment_detected": {
      const [owner] = await queryRows<{ user_id: string }>(
        db,
        sql`select user_id from wallet_links where address = ${event.payload.from.toLowerCase()}`,
      );
      if (!owner) return null;
      const notice = seenNotification({
        ...event,
        amount: BigInt(event.payload.amount),
        from: event.payload.from,
      });
      return (await createNotifications(db, owner.user_id, [notice])) > 0 ? owner.user_id : null;
    }
    case "payment_credited": {
      const amounts = {
        credited: BigInt(event.payload.credited),
        refundDue: BigInt(event.payload.refundDue),
        tokens: BigInt(event.payload.tokens),
      };
      const created = await createNotifications(db, event.userId, [
        creditedNotification({ ...event, ...amounts }),
      ]);
      if (created === 0) return null;
      if (receipts && amounts.credited > 0n) await sendReceipt(db, receipts, event, amounts);
      return event.userId;
    }
    case "refund_paid": {
      if (!event.userId) return null;
      const notice = refundedNotification({
        ...event,
        amount: BigInt(event.payload.amount),
        to: event.payload.to,
        refundTxHash: event.payload.refundTxHash,
      });
      return (await createNotifications(db, event.userId, [notice])) > 0 ? event.userId : null;
    }
    case "payment_orphaned":
    case "payment_awaiting_attribution":
    case "refund_due":
      // Nobody to tell yet (awaiting attribution), or already said with the credit (refund due);
      // an orphaned payment leaves the user's list, which their pages refetch.
      return null;
  }
}

async function sendReceipt(
  db: Db,
  { mailer, baseUrl, explorerTxUrl }: ReceiptSender,
  entry: PaymentRef & { userId: string },
  amounts: { credited: bigint; refundDue: bigint; tokens: bigint },
): Promise<void> {
  const [user] = await queryRows<{ email: string; first_name: string | null }>(
    db,
    sql`select email, first_name from "user" where id = ${entry.userId}`,
  );
  if (!user) return;
  const message = paymentReceiptMessage(
    { email: user.email, firstName: user.first_name },
    { txHash: entry.txHash, explorerTxUrl, ...amounts },
    baseUrl,
  );
  await mailer.send(message).catch((error: unknown) => {
    log.error({ err: error }, `the receipt of ${entry.txHash}:${entry.logIndex} was not sent`);
  });
}
