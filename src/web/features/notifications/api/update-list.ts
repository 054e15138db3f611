import type { QueryClient } from "@tanstack/react-query";
import type { Notification, NotificationList } from "@/shared/notifications/notification-schemas";
import { notificationListKey } from "@/web/features/notifications/api/get-notifications";

/**
 * Applies a change to the cached list at once (the badge follows the click), then reads the list
 * again: the server's answer is the truth, and other tabs hear of it through the account stream.
 */
export async function changeList(
  client: QueryClient,
  change: (notifications: Notification[]) => Notification[],
): Promise<void> {
  await client.cancelQueries({ queryKey: notificationListKey });
  client.setQueryData<NotificationList>(notificationListKey, (list) => {
    if (!list) return list;
    const notifications = change(list.notifications);
    return { notifications, unread: notifications.filter((n) => !n.read).length };
  });
}

export const refetchList = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationListKey });
