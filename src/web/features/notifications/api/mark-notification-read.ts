import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readNotification } from "@/shared/notifications/notification-contract";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { api } from "@/web/lib/api";

export function markNotificationRead(id: string): Promise<unknown> {
  return api(readNotification, { params: { id } });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => changeList(client, (list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    onSettled: () => refetchList(client),
  });
}
