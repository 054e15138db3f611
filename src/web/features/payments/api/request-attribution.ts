import { useMutation } from "@tanstack/react-query";
import {
  type AttributionRequest,
  attributionRequestFiledSchema,
} from "@/shared/payments/attribution-request";
import { apiFetch } from "@/web/lib/api-fetch";

/** `POST /api/payments/attribution-requests`: the server's refusal (why, in words) is thrown. */
export const requestAttribution = (body: AttributionRequest) =>
  apiFetch("/api/payments/attribution-requests", attributionRequestFiledSchema, {
    method: "POST",
    body: JSON.stringify(body),
  });

/** Files an attribution request; nothing else changes until an operator decides (then a notification). */
export function useRequestAttribution() {
  return useMutation({ mutationFn: requestAttribution });
}
