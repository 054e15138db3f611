import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import {
  NOTIFICATIONS_KEPT,
  type Notification,
  type NotificationList,
  type NotificationPriority,
  type NotificationType,
} from "@/shared/notifications/notification-schemas";

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  /** The fact it reports ("welcome", "credited:<chain>:<tx>:<log>"): a fact is notified once per user. */
  dedupeKey?: string;
}

/**
 * How a notification leaves the list. One without a dedupe key is deleted. One with a key is kept
 * as an emptied row (title and message ''): its key must stay, or the next sync of payments (or the
 * next page load, for the welcome) would notify the same fact again. The table has no "dismissed"
 * column (a `dismissed_at` would say this plainly); an empty title is never shown, and `create`
 * refuses one, so the two can never be confused.
 */
const SHOWN = sql.raw("title <> ''");

/** Writers of one user's notifications run one at a time ("NT", then the user): the cap stays exact. */
const LOCK_CLASS = 0x4e54;

type Tx = Db;

async function inTransactionForUser<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${userId}))`);
    return fn(tx);
  });
}

/** Inserts unless the user already has the fact (`dedupeKey`); true when a row was added. */
async function insertOne(tx: Tx, userId: string, notification: NewNotification): Promise<boolean> {
  if (notification.title.trim() === "") throw new Error("a notification needs a title");
  // Newest first needs strictly increasing times per user: clock_timestamp, not now() (one per
  // transaction), and at least a microsecond after the user's latest, since PGlite's clock has
  // millisecond resolution. The per-user lock makes the read and the insert one step.
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into notifications (user_id, type, title, message, priority, dedupe_key, created_at)
        values (${userId}, ${notification.type}, ${notification.title}, ${notification.message},
                ${notification.priority}, ${notification.dedupeKey ?? null}, ${nextCreatedAt(sql`${userId}`)})
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** Keeps the newest 20 shown; older ones leave as a dismissal would (see SHOWN). */
async function trim(tx: Tx, userId: string): Promise<void> {
  const older = await queryRows<{ id: string }>(
    tx,
    sql`select id from notifications where user_id = ${userId} and ${SHOWN}
        order by created_at desc, id desc offset ${NOTIFICATIONS_KEPT}`,
  );
  if (older.length === 0) return;
  await removeRows(
    tx,
    sql`user_id = ${userId} and id in (${sql.join(
      older.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** Deletes the matching shown rows without a key and empties those with one; returns how many left the list. */
async function removeRows(tx: Tx, where: SQL): Promise<number> {
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`delete from notifications where ${SHOWN} and dedupe_key is null and ${where} returning id`,
  );
  const emptied = await queryRows<{ id: string }>(
    tx,
    sql`update notifications set title = '', message = '', read_at = coalesce(read_at, now())
        where ${SHOWN} and dedupe_key is not null and ${where} returning id`,
  );
  return deleted.length + emptied.length;
}

/** A time for a new notification of `userId` (a column or a parameter): after the user's latest, see insertOne. */
const nextCreatedAt = (userId: SQL) =>
  sql`greatest(clock_timestamp(),
               (select max(created_at) + interval '1 microsecond' from notifications where user_id = ${userId}))`;

/**
 * Adds notifications for one user, each at most once per dedupe key, then keeps the newest 20: one
 * transaction. Returns how many were added (0 when every fact was already notified).
 */
export async function createNotifications(
  db: Db,
  userId: string,
  notifications: readonly NewNotification[],
): Promise<number> {
  if (notifications.length === 0) return 0;
  return inTransactionForUser(db, userId, async (tx) => {
    let added = 0;
    for (const notification of notifications) if (await insertOne(tx, userId, notification)) added += 1;
    if (added > 0) await trim(tx, userId);
    return added;
  });
}

/**
 * One notification to every user with a confirmed e-mail (an announcement) in one statement, inside
 * the caller's transaction, then each of their lists back to the newest 20. The per-user lock is not
 * taken (thousands of locks in one transaction): a writer running at the same moment may leave a
 * user one over the cap until their next notification. Returns the users who got it.
 */
export async function notifyEveryone(
  tx: Db,
  notification: NewNotification & { dedupeKey: string },
): Promise<string[]> {
  if (notification.title.trim() === "") throw new Error("a notification needs a title");
  const added = await queryRows<{ user_id: string }>(
    tx,
    sql`insert into notifications (user_id, type, title, message, priority, dedupe_key, created_at)
        select u.id, ${notification.type}, ${notification.title}, ${notification.message},
               ${notification.priority}, ${notification.dedupeKey}, ${nextCreatedAt(sql`u.id`)}
        from "user" u where u.email_verified
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning user_id`,
  );
  if (added.length > 0) {
    await removeRows(
      tx,
      sql`id in (select id from (
            select n.id, row_number() over (partition by n.user_id order by n.created_at desc, n.id desc) as rank
            from notifications n
            where n.${SHOWN} and n.user_id in
              (select user_id from notifications where dedupe_key = ${notification.dedupeKey})
          ) ranked where rank > ${NOTIFICATIONS_KEPT})`,
    );
  }
  return added.map((row) => row.user_id);
}

interface Row {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** The user's notifications, newest first (at most 20), and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await queryRows<Row>(
    db,
    sql`select id, type, title, message, priority, created_at, read_at from notifications
        where user_id = ${userId} and ${SHOWN}
        order by created_at desc, id desc limit ${NOTIFICATIONS_KEPT}`,
  );
  const notifications: Notification[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  }));
  return { notifications, unread: notifications.filter((n) => !n.read).length };
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now())
        where id = ${id} and user_id = ${userId} and ${SHOWN} returning id`,
  );
  return rows.length > 0;
}

/** Marks every notification of the user read; returns how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update notifications set read_at = now()
        where user_id = ${userId} and ${SHOWN} and read_at is null returning id`,
  );
  return rows.length;
}

/** Removes one of the user's notifications from the list; false when the user has no such notification. */
export async function dismissNotification(db: Db, userId: string, id: string): Promise<boolean> {
  return inTransactionForUser(
    db,
    userId,
    async (tx) => (await removeRows(tx, sql`user_id = ${userId} and id = ${id}`)) > 0,
  );
}
