import type { kycStatuses } from "@/shared/admin/investors";

type Tone = "neutral" | "success" | "warning" | "danger";

/** An investor's KYC status in words, and its badge's colour. */
export const kycStatusLabels: Record<(typeof kycStatuses)[number], { label: string; tone: Tone }> = {
  none: { label: "Not submitted", tone: "neutral" },
  pending: { label: "Pending", tone: "warning" },
  verified: { label: "Verified", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
};
