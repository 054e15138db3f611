import { queryOptions, useQuery } from "@tanstack/react-query";
import { listNotifications } from "@/shared/notifications/notification-contract";
import type { NotificationList } from "@/shared/notifications/notification-schemas";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

/** Under queryKeys.notifications: the account stream refetches it when the server says the list changed. */
export const notificationListKey = [...queryKeys.notifications, "list"] as const;

export function getNotifications(): Promise<NotificationList> {
  return api(listNotifications);
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationListKey, queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQuery());
}
