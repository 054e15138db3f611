import { m } from "@/paraglide/messages";
import type { NewNotification } from "@/server/notifications/notification-store";

/** The reason as a sentence that ends with its stop, so the text after it reads on. */
const asSentence = (text: string | null) => (text ? (/[.!?]$/.test(text) ? text : `${text}.`) : "");

/**
 * What an investor reads in the site when an operator decides their identity check. Written in the
 * current language: call it through `notify`, which sets the recipient's.
 */
export function kycDecisionNotification(decided: {
  submissionId: string;
  status: "verified" | "rejected";
  reason: string | null;
}): NewNotification {
  const dedupeKey = `kyc:${decided.submissionId}`;
  if (decided.status === "verified") {
    return {
      type: "system",
      title: m.notice_kyc_verified_title(),
      message: m.notice_kyc_verified_message(),
      priority: "medium",
      dedupeKey,
    };
  }
  return {
    type: "system",
    title: m.notice_kyc_rejected_title(),
    message: m.notice_kyc_rejected_message({ reason: asSentence(decided.reason) }),
    priority: "high",
    dedupeKey,
  };
}
