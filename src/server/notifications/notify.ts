import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { withLocale } from "@/server/http/request-locale";
import { localeOfUser } from "@/server/mail/recipient";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";

/** A notification written when it is stored: a function, called in the recipient's language. */
export type Notice = () => NewNotification;

/**
 * Notifications are stored as text, so they are written once, in the language of the user they are
 * for (their `locale`), whoever's request creates them (an operator's, the indexer's).
 */
export async function inRecipientLanguage<T>(db: Db, userId: string, write: () => T): Promise<T> {
  const locale = await localeOfUser(db, userId);
  return withLocale(locale, write);
}

/**
 * Tells one user something (a KYC decision, a declined attribution: the operator console, issue 6):
 * written in their language, stored at most once per `dedupeKey`, the newest 20 kept, and the user's
 * open pages refetch their list. Returns false when the fact was already notified.
 */
export async function notify(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  userId: string,
  notice: Notice,
): Promise<boolean> {
  const notification = await inRecipientLanguage(db, userId, notice);
  const added = await createNotifications(db, userId, [notification]);
  if (added > 0) realtime.changed.notifications([userId]);
  return added > 0;
}

/** The spec's welcome notice: once per user, whatever the number of page loads and devices. */
export const welcomeNotification: Notice = () => ({
  type: "system",
  title: m.notice_welcome_title(),
  message: m.notice_welcome_message(),
  priority: "low",
  dedupeKey: "welcome",
});
