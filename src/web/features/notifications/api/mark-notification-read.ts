import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notificationPaths } from "@/shared/notifications/notification-schemas";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { apiFetch } from "@/web/lib/api-fetch";

export function markNotificationRead(id: string): Promise<unknown> {
  return apiFetch(notificationPaths.read(id), z.unknown(), { method: "POST" });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => changeList(client, (list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    onSettled: () => refetchList(client),
  });
}
