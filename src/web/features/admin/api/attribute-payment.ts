import { useMutation, useQueryClient } from "@tanstack/react-query";
import { attributePayment as attributeRoute } from "@/shared/admin/admin-contract";
import type { ManualAttribution } from "@/shared/admin/payments";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

/** POST /api/admin/payments/attribute; the server's refusal (already credited, no such account) is thrown. */
export function attributePayment(body: ManualAttribution): Promise<unknown> {
  // The answer says what was credited; the console reads its tables again instead.
  return api(attributeRoute, { body });
}

/** Credits a payment by hand; every console figure is read again (payments, overview, investors, audit). */
export function useAttributePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attributePayment,
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
