import type { KycStatus, TransactionStatus } from "@/shared/portfolio/portfolio-schema";

type Tone = "success" | "warning" | "danger" | "neutral" | "brand";

/** The spec's text for each transaction status, and its colour. */
export const transactionStatusText: Record<TransactionStatus, { label: string; tone: Tone }> = {
  verified: { label: "Verified", tone: "success" },
  pending: { label: "Processing...", tone: "warning" },
  unverified: { label: "Available to claim", tone: "brand" },
  failed: { label: "Verification failed", tone: "danger" },
};

/** Shown under an unverified payment: the spec's hint to claim it. */
export const claimHint = "Use Verify Transaction to claim it.";

/** KYC status as the account card shows it: verified green, pending yellow, rejected red. */
export const kycStatusText: Record<KycStatus, { label: string; tone: Tone }> = {
  verified: { label: "Verified", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  rejected: { label: "Rejected", tone: "danger" },
  not_submitted: { label: "Not submitted", tone: "neutral" },
};
