import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type NotificationList,
  notificationListSchema,
  notificationPaths,
} from "@/shared/notifications/notification-schemas";
import { apiFetch } from "@/web/lib/api-fetch";
import { queryKeys } from "@/web/lib/query-keys";

/** Under queryKeys.notifications: the account stream refetches it when the server says the list changed. */
export const notificationListKey = [...queryKeys.notifications, "list"] as const;

export function getNotifications(): Promise<NotificationList> {
  return apiFetch(notificationPaths.list, notificationListSchema);
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationListKey, queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQuery());
}
