import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notificationPaths } from "@/shared/notifications/notification-schemas";
import { refetchList } from "@/web/features/notifications/api/update-list";
import { apiFetch } from "@/web/lib/api-fetch";

/** Asks the server for the welcome notice; it makes it once per user ("created"), later "exists". */
export function ensureWelcome() {
  return apiFetch(notificationPaths.welcome, z.object({ status: z.enum(["created", "exists"]) }), {
    method: "POST",
  });
}

export function useEnsureWelcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ensureWelcome,
    onSuccess: ({ status }) => (status === "created" ? refetchList(client) : undefined),
  });
}
