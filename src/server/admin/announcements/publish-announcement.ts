import { eq, sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { announcements } from "@/server/db/schema";
import { log } from "@/server/lib/log";
import type { Mailer } from "@/server/mail/mailer";
import { announcementMessage } from "@/server/mail/operator-emails";
import { asLocale } from "@/server/mail/recipient";
import { unsubscribeUrl } from "@/server/newsletter/newsletter-service";
import { notifyEveryone } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";
import type { Announcement } from "@/shared/admin/announcements";

export interface PublishDeps {
  db: Db;
  mailer: Mailer;
  realtime: Pick<Realtime, "changed">;
  baseUrl: string;
}

/** How many e-mails are handed to the SMTP server at once. */
const MAIL_CONCURRENCY = 4;

/** Arbitrary but fixed: publications take turns on it, so a double submit is seen as one. */
const PUBLISH_LOCK = 0x414e_4e43; // "ANNC"

/**
 * How long the same title and message are taken for a repeat of the one just published (a double
 * click, a retried request) rather than a new announcement: each would reach every user and mailbox.
 */
export const REPEAT_WINDOW_MINUTES = 10;

export type PublishResult =
  | { status: "published"; id: string; notified: number; emailed: number }
  | { status: "repeated"; publishedAt: Date };

/**
 * Publishes an announcement: stored, one notification to every user with a confirmed e-mail (one
 * insert for all of them), and an e-mail to those who agreed to receive news (an active newsletter
 * subscription), each with its own unsubscribe link. The row and its audit row are written with
 * the notifications; the e-mails go after the commit, and one that fails stops no other. The same
 * title and message within REPEAT_WINDOW_MINUTES of their publication are not sent again.
 */
export async function publishAnnouncement(
  { db, mailer, realtime, baseUrl }: PublishDeps,
  operator: Extract<Actor, { userId: string }>,
  content: Announcement,
): Promise<PublishResult> {
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const [repeated] = await queryRows<{ created_at: Date | string }>(
      tx,
      sql`select created_at from announcements
          where title = ${content.title} and message = ${content.message}
            and created_at > clock_timestamp() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
          order by created_at desc limit 1`,
    );
    if (repeated) return { repeated: true as const, at: new Date(repeated.created_at) };
    const [row] = await tx
      .insert(announcements)
      .values({ title: content.title, message: content.message, createdBy: operator.userId })
      .returning({ id: announcements.id });
    if (!row) throw new Error("the announcement was not stored");
    const notified = await notifyEveryone(tx, {
      type: content.kind,
      title: content.title,
      message: content.message,
      priority: content.kind === "dividend" ? "high" : "medium",
      dedupeKey: `announcement:${row.id}`,
    });
    await tx
      .update(announcements)
      .set({ notifiedCount: notified.length })
      .where(eq(announcements.id, row.id));
    await recordAudit(tx, operator, {
      action: "announcement_published",
      subject: content.title,
      details: { announcementId: row.id, kind: content.kind, notified: notified.length },
    });
    return { repeated: false as const, id: row.id, userIds: notified };
  });
  if (stored.repeated) return { status: "repeated", publishedAt: stored.at };
  const { id, userIds } = stored;
  realtime.changed.notifications(userIds);

  const emailed = await mailSubscribers(db, mailer, baseUrl, content);
  await db.update(announcements).set({ emailedCount: emailed }).where(eq(announcements.id, id));
  return { status: "published", id, notified: userIds.length, emailed };
}

/** Mails the announcement to users whose address is an active newsletter subscriber; returns how many were sent. */
async function mailSubscribers(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  content: Announcement,
): Promise<number> {
  const recipients = await queryRows<{
    email: string;
    first_name: string | null;
    locale: string;
    unsubscribe_token: string;
  }>(
    db,
    sql`select u.email, u.first_name, u.locale, s.unsubscribe_token
        from "user" u
        join newsletter_subscribers s on lower(s.email) = lower(u.email)
        where u.email_verified and s.unsubscribed_at is null
        order by u.email`,
  );
  let sent = 0;
  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const recipient = recipients[next++];
      if (!recipient) return;
      const locale = asLocale(recipient.locale);
      const message = announcementMessage(
        { email: recipient.email, firstName: recipient.first_name, locale },
        content,
        {
          baseUrl,
          // The page the link opens speaks the mail's language.
          unsubscribeUrl: unsubscribeUrl(baseUrl, recipient.unsubscribe_token, locale),
        },
      );
      try {
        await mailer.send(message);
        sent += 1;
      } catch (error) {
        log.error({ err: error }, `the announcement to ${recipient.email} was not sent`);
      }
    }
  };
  await Promise.all(Array.from({ length: MAIL_CONCURRENCY }, worker));
  return sent;
}
