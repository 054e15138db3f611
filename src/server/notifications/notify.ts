import type { Db } from "@/server/db/client";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import type { Realtime } from "@/server/realtime/realtime";

/**
 * Tells one user something (a KYC decision, an announcement: the operator console, issue 6): stored
 * at most once per `dedupeKey`, the newest 20 kept, and the user's open pages refetch their list.
 * Returns false when the fact was already notified.
 */
export async function notify(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  userId: string,
  notification: NewNotification,
): Promise<boolean> {
  const added = await createNotifications(db, userId, [notification]);
  if (added > 0) realtime.changed.notifications([userId]);
  return added > 0;
}

/** The spec's welcome notice: once per user, whatever the number of page loads and devices. */
export const welcomeNotification: NewNotification = {
  type: "system",
  title: "Welcome to the PXL private sale",
  message:
    "Your dashboard shows your tokens, payments and the sale's progress. We will tell you here when a payment arrives and when it is credited.",
  priority: "low",
  dedupeKey: "welcome",
};
