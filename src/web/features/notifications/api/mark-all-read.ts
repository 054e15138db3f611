import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notificationPaths } from "@/shared/notifications/notification-schemas";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { apiFetch } from "@/web/lib/api-fetch";

export function markAllNotificationsRead(): Promise<unknown> {
  return apiFetch(notificationPaths.readAll, z.object({ marked: z.number() }), { method: "POST" });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => changeList(client, (list) => list.map((n) => ({ ...n, read: true }))),
    onSettled: () => refetchList(client),
  });
}
