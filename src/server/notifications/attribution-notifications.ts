import type { NewNotification } from "@/server/notifications/notification-store";

import { shortHex } from "@/shared/format/short-hex";

/** The reason as a sentence that ends with its stop, so the text after it reads on. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * "Attribution request declined": an operator would not credit the payment the investor asked for.
 * (A request attributed needs no notice of its own: the ledger's "Payment verified" says it.)
 */
export function attributionDeclinedNotification(request: {
  id: string;
  txHash: string;
  exchange: string;
  reason: string;
}): NewNotification {
  return {
    type: "transaction",
    title: "Attribution request declined",
    message: `Your request to credit the payment ${shortHex(request.txHash)} from ${request.exchange} was declined. The reason: ${asSentence(request.reason)} You can send a new request with more details.`,
    priority: "high",
    dedupeKey: `attribution-declined:${request.id}`,
  };
}
