import { m } from "@/paraglide/messages";
import { kycStatusLabel, paymentStatusLabel } from "@/shared/format/statuses";
import type { KycStatus, TransactionStatus } from "@/shared/portfolio/portfolio-schema";

type Tone = "success" | "warning" | "danger" | "neutral" | "brand";

/** The spec's text for each transaction status (src/shared/format/statuses.ts), and its colour. */
export const transactionStatusText: Record<TransactionStatus, { label: () => string; tone: Tone }> = {
  verified: { label: paymentStatusLabel.verified, tone: "success" },
  pending: { label: paymentStatusLabel.pending, tone: "warning" },
  unverified: { label: paymentStatusLabel.unverified, tone: "brand" },
  failed: { label: paymentStatusLabel.failed, tone: "danger" },
};

/** Shown under an unverified payment: the spec's hint to claim it. */
export const claimHint = (): string => m.dashboard_transactions_claim_hint();

/** KYC status as the account card shows it: verified green, pending yellow, rejected red. */
export const kycStatusText: Record<KycStatus, { label: () => string; tone: Tone }> = {
  verified: { label: kycStatusLabel.verified, tone: "success" },
  pending: { label: kycStatusLabel.pending, tone: "warning" },
  rejected: { label: kycStatusLabel.rejected, tone: "danger" },
  not_submitted: { label: kycStatusLabel.not_submitted, tone: "neutral" },
};
