import { sql } from "drizzle-orm";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { withLocale } from "@/server/http/request-locale";
import type { LedgerSubscriber } from "@/server/ledger/ledger-dispatcher";
import type { DeliveredLedgerEvent, PaymentRef } from "@/server/ledger/ledger-events";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { paymentReceiptMessage } from "@/server/mail/operator-emails";
import { asLocale } from "@/server/mail/recipient";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import { inRecipientLanguage } from "@/server/notifications/notify";
import { formatPxl as pxl, formatUsdt as usdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";

/** The fact a notification reports: one per payment and kind, so a redelivered event adds nothing. */
const keyOf = (kind: "seen" | "credited" | "refunded", p: PaymentRef) =>
  `${kind}:${p.chainId}:${p.txHash}:${p.logIndex}`;

/*
 * Each notification is written in the current language: the user's, set by `notifyOne` before it
 * calls them (notifications are stored as text).
 */

/** "Payment seen": a payment from a wallet the user linked, on chain but not final yet. */
export function seenNotification(payment: PaymentRef & { amount: bigint; from: string }): NewNotification {
  return {
    type: "transaction",
    title: m.notice_payment_seen_title(),
    message: m.notice_payment_seen_message({ amount: usdt(payment.amount), from: shortHex(payment.from) }),
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
      title: m.notice_payment_refund_due_title(),
      message: m.notice_payment_refund_due_message({ amount: usdt(entry.refundDue) }),
      priority: "high",
      dedupeKey: keyOf("credited", entry),
    };
  }
  const credited = { amount: usdt(entry.credited), tokens: pxl(entry.tokens) };
  return {
    type: "transaction",
    // The spec's word for a credited payment, as the dashboard's badge says it.
    title: m.notice_payment_verified_title(),
    message:
      entry.refundDue > 0n
        ? m.notice_payment_verified_refund_message({ ...credited, refund: usdt(entry.refundDue) })
        : m.notice_payment_verified_message(credited),
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
    title: m.notice_refund_sent_title(),
    message: m.notice_refund_sent_message({
      amount: usdt(refund.amount),
      to: shortHex(refund.to),
      tx: shortHex(refund.refundTxHash),
    }),
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
      const [owner] = await queryRows<{ user_id: string; locale: string }>(
        db,
        sql`select w.user_id, u.locale from wallet_links w join "user" u on u.id = w.user_id
            where w.address = ${event.payload.from.toLowerCase()}`,
      );
      if (!owner) return null;
      const notice = withLocale(asLocale(owner.locale), () =>
        seenNotification({ ...event, amount: BigInt(event.payload.amount), from: event.payload.from }),
      );
      return (await createNotifications(db, owner.user_id, [notice])) > 0 ? owner.user_id : null;
    }
    case "payment_credited": {
      const amounts = {
        credited: BigInt(event.payload.credited),
        refundDue: BigInt(event.payload.refundDue),
        tokens: BigInt(event.payload.tokens),
      };
      const notice = await inRecipientLanguage(db, event.userId, () =>
        creditedNotification({ ...event, ...amounts }),
      );
      const created = await createNotifications(db, event.userId, [notice]);
      if (created === 0) return null;
      if (receipts && amounts.credited > 0n) await sendReceipt(db, receipts, event, amounts);
      return event.userId;
    }
    case "refund_paid": {
      if (!event.userId) return null;
      const notice = await inRecipientLanguage(db, event.userId, () =>
        refundedNotification({
          ...event,
          amount: BigInt(event.payload.amount),
          to: event.payload.to,
          refundTxHash: event.payload.refundTxHash,
        }),
      );
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
  const [user] = await queryRows<{ email: string; first_name: string | null; locale: string }>(
    db,
    sql`select email, first_name, locale from "user" where id = ${entry.userId}`,
  );
  if (!user) return;
  const message = paymentReceiptMessage(
    { email: user.email, firstName: user.first_name, locale: asLocale(user.locale) },
    { txHash: entry.txHash, explorerTxUrl, ...amounts },
    baseUrl,
  );
  await mailer.send(message).catch((error: unknown) => {
    log.error({ err: error }, `the receipt of ${entry.txHash}:${entry.logIndex} was not sent`);
  });
}
