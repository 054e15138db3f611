import { useMutation } from "@tanstack/react-query";
import type { AttributionRequest } from "@/shared/payments/attribution-request";
import { requestAttribution as requestRoute } from "@/shared/wallets/wallet-contract";
import { api } from "@/web/lib/api";

/** `POST /api/payments/attribution-requests`: the server's refusal (why, in words) is thrown. */
export const requestAttribution = (body: AttributionRequest) => api(requestRoute, { body });

/** Files an attribution request; nothing else changes until an operator decides (then a notification). */
export function useRequestAttribution() {
  return useMutation({ mutationFn: requestAttribution });
}
