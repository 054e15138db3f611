import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notificationPaths } from "@/shared/notifications/notification-schemas";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { apiFetch } from "@/web/lib/api-fetch";

export function dismissNotification(id: string): Promise<unknown> {
  return apiFetch(notificationPaths.dismiss(id), z.unknown(), { method: "DELETE" });
}

export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (id) => changeList(client, (list) => list.filter((n) => n.id !== id)),
    onSettled: () => refetchList(client),
  });
}
