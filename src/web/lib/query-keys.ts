/**
 * Query keys that live updates refresh. Each feature builds its own keys under these prefixes, so
 * the account stream can refetch a whole list without knowing the features.
 */
export const queryKeys = {
  tokenData: ["sale", "token-data"],
  /** The public feed of payments arriving at the sale wallet. */
  saleFeed: ["sale", "feed"],
  /** The signed-in user's payments, transactions, portfolio and their totals. */
  payments: ["account", "payments"],
  /** The dashboard's portfolio: under payments, and it carries the KYC status too. */
  portfolio: ["account", "payments", "portfolio"],
  notifications: ["account", "notifications"],
  kyc: ["account", "kyc"],
  /** The investor's PXL distribution and dividends: a credit, a KYC decision or a new round changes it. */
  distribution: ["account", "distribution"],
} as const;
