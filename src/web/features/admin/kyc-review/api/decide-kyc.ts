import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { KycDecision } from "@/shared/admin/kyc-review";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { apiFetch } from "@/web/lib/api-fetch";

/** `POST /api/admin/kyc/:id/decision`; a 409 means another operator decided first. */
export function decideKyc({ id, decision }: { id: string; decision: KycDecision }): Promise<unknown> {
  return apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/decision`, z.unknown(), {
    method: "POST",
    body: JSON.stringify(decision),
  });
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
