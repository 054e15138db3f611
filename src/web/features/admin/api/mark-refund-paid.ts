import { useMutation, useQueryClient } from "@tanstack/react-query";
import { markRefundPaid as refundPaidRoute } from "@/shared/admin/admin-contract";
import type { RefundPaid } from "@/shared/admin/payments";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

/** POST /api/admin/payments/refund-paid: the refund due of a payment, paid back by `refundTxHash`. */
export function markRefundPaid(body: RefundPaid): Promise<unknown> {
  return api(refundPaidRoute, { body });
}

export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundPaid,
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
