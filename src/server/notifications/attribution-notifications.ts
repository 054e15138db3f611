import { m } from "@/paraglide/messages";
import type { NewNotification } from "@/server/notifications/notification-store";

import { shortHex } from "@/shared/format/short-hex";

/** The reason as a sentence that ends with its stop, so the text after it reads on. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * "Attribution request declined": an operator would not credit the payment the investor asked for.
 * (A request attributed needs no notice of its own: the ledger's "Payment verified" says it.)
 * Written in the current language: call it through `notify`, which sets the recipient's.
 */
export function attributionDeclinedNotification(request: {
  id: string;
  txHash: string;
  exchange: string;
  reason: string;
}): NewNotification {
  return {
    type: "transaction",
    title: m.notice_attribution_declined_title(),
    message: m.notice_attribution_declined_message({
      tx: shortHex(request.txHash),
      exchange: request.exchange,
      reason: asSentence(request.reason),
    }),
    priority: "high",
    dedupeKey: `attribution-declined:${request.id}`,
  };
}
