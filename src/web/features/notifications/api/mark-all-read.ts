import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readAllNotifications } from "@/shared/notifications/notification-contract";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { api } from "@/web/lib/api";

export function markAllNotificationsRead(): Promise<unknown> {
  return api(readAllNotifications);
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => changeList(client, (list) => list.map((n) => ({ ...n, read: true }))),
    onSettled: () => refetchList(client),
  });
}
