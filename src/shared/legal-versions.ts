/**
 * The version of each legal document a person agrees to at registration: its effective date.
 * Change a version when its text changes, so signatures name exactly what was signed.
 */
export const legalDocumentVersions = {
  termsOfService: "2025-06-20",
  privacyPolicy: "2025-06-20",
  saleAgreement: "2025-06-20",
} as const;
