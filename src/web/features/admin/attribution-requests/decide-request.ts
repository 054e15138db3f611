import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { DeclineAttribution } from "@/shared/admin/attribution-requests";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { apiFetch } from "@/web/lib/api-fetch";

const decidedSchema = z.object({ status: z.enum(["attributed", "declined"]) });
const requestPath = (id: string, action: "attribute" | "decline") =>
  `/api/admin/attribution-requests/${encodeURIComponent(id)}/${action}`;

/**
 * `POST /api/admin/attribution-requests/:id/attribute` or `/decline`; the server's refusal (not
 * final, already credited, already decided) is thrown in its words. Every console figure is read
 * again: the queue, the payments, the overview and the audit log.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { id: string } & ({ action: "attribute" } | ({ action: "decline" } & DeclineAttribution)),
    ) =>
      apiFetch(requestPath(decision.id, decision.action), decidedSchema, {
        method: "POST",
        body: JSON.stringify(decision.action === "decline" ? { reason: decision.reason } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
