import { useMutation, useQueryClient } from "@tanstack/react-query";
import { decideKyc as decideRoute } from "@/shared/admin/admin-contract";
import type { KycDecision } from "@/shared/admin/kyc-review";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

/** `POST /api/admin/kyc/:id/decision`; a 409 means another operator decided first. */
export function decideKyc({ id, decision }: { id: string; decision: KycDecision }): Promise<unknown> {
  return api(decideRoute, { params: { id }, body: decision });
}

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    // Decided, or refused as decided already: either way the queue, the submission, the overview and
    // the audit log changed.
    onSettled: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
