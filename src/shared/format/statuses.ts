import { m } from "@/paraglide/messages";
import type { KycStatus, TransactionStatus } from "@/shared/portfolio/portfolio-schema";

/**
 * One word for each status, wherever an investor reads it: the dashboard, the transaction list,
 * the live feed, notifications and e-mails. The spec names them (investor-area.md, section 4): a
 * credited payment is "Verified" ("Transaction Verified!"), one not final yet "Processing...".
 * Message functions: each call speaks the page's (or the e-mail's) language.
 */
export const paymentStatusLabel: Record<TransactionStatus, () => string> = {
  verified: m.payments_status_verified,
  pending: m.payments_status_pending,
  unverified: m.payments_status_unverified,
  failed: m.payments_status_failed,
};

/** The account card's KYC status (spec: pending, verified or rejected), capitalised. */
export const kycStatusLabel: Record<KycStatus, () => string> = {
  verified: m.dashboard_kyc_status_verified,
  pending: m.dashboard_kyc_status_pending,
  rejected: m.dashboard_kyc_status_rejected,
  not_submitted: m.dashboard_kyc_status_not_submitted,
};
