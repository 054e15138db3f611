/**
 * Periods the legal texts promise, worded as they print them. Each is stated by more than one
 * document (or by a page description too), so a changed period cannot leave one text behind.
 */
export const legalPeriods = {
  kycRetention: "5 years",
  activityRetention: "up to 1 year",
  changeNotice: "7 days' notice",
  shutdownNotice: "30 days' notice",
} as const;
