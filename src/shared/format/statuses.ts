import type { KycStatus, TransactionStatus } from "@/shared/portfolio/portfolio-schema";

/**
 * One word for each status, wherever an investor reads it: the dashboard, the transaction list,
 * the live feed, notifications and e-mails. The spec names them (investor-area.md, section 4): a
 * credited payment is "Verified" ("Transaction Verified!"), one not final yet "Processing...".
 */
export const paymentStatusLabel: Record<TransactionStatus, string> = {
  verified: "Verified",
  pending: "Processing...",
  unverified: "Available to claim",
  failed: "Verification failed",
};

/** The account card's KYC status (spec: pending, verified or rejected), capitalised. */
export const kycStatusLabel: Record<KycStatus, string> = {
  verified: "Verified",
  pending: "Pending",
  rejected: "Rejected",
  not_submitted: "Not submitted",
};
