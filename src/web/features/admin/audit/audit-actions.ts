import type { AuditAction } from "@/shared/admin/audit";

/** Each audited action in words. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: "Signed in",
  role_granted: "Operator role granted",
  role_revoked: "Operator role revoked",
  payment_attributed: "Payment attributed",
  attribution_declined: "Attribution request declined",
  refund_paid: "Refund marked paid",
  kyc_approved: "KYC approved",
  kyc_rejected: "KYC rejected",
  announcement_published: "Announcement published",
  export_holders: "Holders exported",
  export_newsletter: "Newsletter subscribers exported",
  distribution_round_saved: "PXL round saved as a draft",
  dividend_round_saved: "Dividend round saved as a draft",
  distribution_round_published: "PXL round published",
  dividend_round_published: "Dividend round published",
  export_round: "Round exported",
};

/** A detail's value as text: strings as they are, anything else as JSON. */
export function detailText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "none";
  return JSON.stringify(value);
}

/** "refundTxHash" / "refund_tx_hash" → "refund tx hash". */
export function detailLabel(key: string): string {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}
