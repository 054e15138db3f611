import { useMutation } from "@tanstack/react-query";
import {
  type SubscribeInput,
  type SubscribeResult,
  subscribeResultSchema,
} from "@/shared/newsletter/subscribe-schema";
import { apiFetch } from "@/web/lib/api-fetch";

export function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
  // 409 is an answer, not a failure: the address is already on the list.
  return apiFetch("/api/newsletter", subscribeResultSchema, {
    method: "POST",
    body: JSON.stringify(input),
    accept: [409],
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
