import { useMutation, useQueryClient } from "@tanstack/react-query";
import { attributeRequest, declineRequest } from "@/shared/admin/admin-contract";
import type { DeclineAttribution } from "@/shared/admin/attribution-requests";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

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
      decision.action === "decline"
        ? api(declineRequest, { params: { id: decision.id }, body: { reason: decision.reason } })
        : api(attributeRequest, { params: { id: decision.id } }),
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
