import { useMutation } from "@tanstack/react-query";
import { subscribe as subscribeRoute } from "@/shared/newsletter/newsletter-contract";
import type { SubscribeInput, SubscribeResult } from "@/shared/newsletter/subscribe-schema";
import { api } from "@/web/lib/api";

export function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
  // 409 is an answer, not a failure: the address is already on the list.
  return api(subscribeRoute, { body: input }, { accept: [409] });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
