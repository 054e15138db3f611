import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { ManualAttribution } from "@/shared/admin/payments";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { apiFetch } from "@/web/lib/api-fetch";

/** POST /api/admin/payments/attribute; the server's refusal (already credited, no such account) is thrown. */
export function attributePayment(body: ManualAttribution): Promise<unknown> {
  // The contracts define no answer body: the tables are read again instead.
  return apiFetch("/api/admin/payments/attribute", z.unknown(), {
    method: "POST",
    body: JSON.stringify(body),
  });
}

/** Credits a payment by hand; every console figure is read again (payments, overview, investors, audit). */
export function useAttributePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attributePayment,
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
