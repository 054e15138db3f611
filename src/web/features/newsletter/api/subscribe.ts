import type { SubscribeInput, SubscribeResult } from "@/shared/newsletter/subscribe-schema";

/** The contract and the client load with the first subscription: the form is in every page's footer. */
export async function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
  const [{ subscribe: subscribeRoute }, { api }] = await Promise.all([
    import("@/shared/newsletter/newsletter-contract"),
    import("@/web/lib/api"),
  ]);
  // 409 is an answer, not a failure: the address is already on the list.
  return api(subscribeRoute, { body: input }, { accept: [409] });
}
