import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dismissNotification as dismissRoute } from "@/shared/notifications/notification-contract";
import { changeList, refetchList } from "@/web/features/notifications/api/update-list";
import { api } from "@/web/lib/api";

export function dismissNotification(id: string): Promise<unknown> {
  return api(dismissRoute, { params: { id } });
}

export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (id) => changeList(client, (list) => list.filter((n) => n.id !== id)),
    onSettled: () => refetchList(client),
  });
}
