import { m } from "@/paraglide/messages";
import type { KycStatus, TransactionStatus } from "@/shared/portfolio/portfolio-schema";

type Tone = "success" | "warning" | "danger" | "neutral" | "brand";

/**
 * The spec's text for each transaction status, and its colour. The English words are those of
 * src/shared/format/statuses.ts (the spec's); the labels are message functions so that each render
 * speaks the page's language.
 */
export const transactionStatusText: Record<TransactionStatus, { label: () => string; tone: Tone }> = {
  verified: { label: m.payments_status_verified, tone: "success" },
  pending: { label: m.payments_status_pending, tone: "warning" },
  unverified: { label: m.payments_status_unverified, tone: "brand" },
  failed: { label: m.payments_status_failed, tone: "danger" },
};

/** Shown under an unverified payment: the spec's hint to claim it. */
export const claimHint = (): string => m.dashboard_transactions_claim_hint();

/** KYC status as the account card shows it: verified green, pending yellow, rejected red. */
export const kycStatusText: Record<KycStatus, { label: () => string; tone: Tone }> = {
  verified: { label: m.dashboard_kyc_status_verified, tone: "success" },
  pending: { label: m.dashboard_kyc_status_pending, tone: "warning" },
  rejected: { label: m.dashboard_kyc_status_rejected, tone: "danger" },
  not_submitted: { label: m.dashboard_kyc_status_not_submitted, tone: "neutral" },
};
