import { consolePaths } from "@/shared/routes";

/** The console's navigation, in the order of its pages. */
export const consoleNavItems = [
  { label: "Overview", to: consolePaths.overview, end: true },
  { label: "Payments", to: consolePaths.payments, end: false },
  { label: "Attribution requests", to: consolePaths.attributionRequests, end: false },
  { label: "Transfers", to: consolePaths.transfers, end: false },
  { label: "Investors", to: consolePaths.investors, end: false },
  // Also current on a submission's page (/admin/kyc/:id).
  { label: "KYC queue", to: consolePaths.kyc, end: false },
  { label: "Announcements", to: consolePaths.announcements, end: false },
  { label: "Distribution", to: consolePaths.distribution, end: false },
  { label: "Dividends", to: consolePaths.dividends, end: false },
  { label: "Exports", to: consolePaths.exports, end: false },
  { label: "Audit log", to: consolePaths.audit, end: false },
  { label: "API reference", to: consolePaths.apiReference, end: false },
] as const;
