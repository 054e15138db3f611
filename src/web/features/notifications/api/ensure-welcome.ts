import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createWelcome } from "@/shared/notifications/notification-contract";
import { refetchList } from "@/web/features/notifications/api/update-list";
import { api } from "@/web/lib/api";

/** Asks the server for the welcome notice; it makes it once per user ("created"), later "exists". */
export function ensureWelcome() {
  return api(createWelcome);
}

export function useEnsureWelcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ensureWelcome,
    onSuccess: ({ status }) => (status === "created" ? refetchList(client) : undefined),
  });
}
