/**
 * The dates of the sale agreement, as every page prints them. They are words, not `Date` values:
 * the agreement names months, never days.
 */
export const saleDates = {
  privateSale: "May 2026",
  /** Then every six months. */
  firstDividends: "July 2026",
  tokenDistribution: "December 2026",
  publicSale: "May–June 2027",
  /** Dividends go to token holders only until then; after it, to the academy's other investors too. */
  holdersOnlyDividendsUntil: "July 2028",
} as const;
