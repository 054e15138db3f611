import type { AdminPaymentState } from "@/shared/admin/payments";

type Tone = "neutral" | "success" | "warning" | "danger" | "brand";

/** A payment's state in words, and its badge's colour. */
export const paymentStates: Record<AdminPaymentState, { label: string; tone: Tone }> = {
  pending: { label: "Pending", tone: "neutral" },
  awaiting_attribution: { label: "Awaiting attribution", tone: "warning" },
  credited: { label: "Credited", tone: "success" },
  refund_due: { label: "Refund due", tone: "danger" },
  refund_paid: { label: "Refund paid", tone: "brand" },
  orphaned: { label: "Orphaned", tone: "neutral" },
};
