import type { Locale } from "@/shared/i18n/locales";

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

/**
 * The same periods as counts, for the translations, which word them in their own grammar
 * ("5 წლის განმავლობაში"). A test holds each translated block to the numbers of its English block.
 */
export const legalPeriodCounts = {
  kycRetentionYears: 5,
  activityRetentionYears: 1,
  changeNoticeDays: 7,
  shutdownNoticeDays: 30,
} as const;

/** The retention periods as the privacy page's description words them, in the page's language. */
export function retentionPeriods(locale: Locale): { kycRetention: string; activityRetention: string } {
  if (locale === "ka")
    return {
      kycRetention: `${legalPeriodCounts.kycRetentionYears} წელი`,
      activityRetention: `${legalPeriodCounts.activityRetentionYears} წლამდე`,
    };
  return { kycRetention: legalPeriods.kycRetention, activityRetention: legalPeriods.activityRetention };
}
