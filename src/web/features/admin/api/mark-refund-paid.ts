import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { RefundPaid } from "@/shared/admin/payments";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { apiFetch } from "@/web/lib/api-fetch";

/** POST /api/admin/payments/refund-paid: the refund due of a payment, paid back by `refundTxHash`. */
export function markRefundPaid(body: RefundPaid): Promise<unknown> {
  return apiFetch("/api/admin/payments/refund-paid", z.unknown(), {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundPaid,
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
