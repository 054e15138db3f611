/** The CSV exports (GET /api/admin/exports/<name>.csv): their columns, in order. */
export const holdersCsvColumns = [
  "email",
  "first_name",
  "last_name",
  "primary_wallet",
  "tokens_pxl",
  "tokens_micro_pxl",
  "invested_usdt",
  "kyc_status",
] as const;

export const newsletterCsvColumns = ["email", "subscribed_at"] as const;

export const exportNames = ["holders", "newsletter"] as const;
export type ExportName = (typeof exportNames)[number];
