import { saleDates } from "@/shared/sale/dates";

/** The sale's steps in order, worded as the legal text words them; the dates are the shared sale dates. */
export const saleTimeline: readonly { when: string; what: string }[] = [
  { when: saleDates.privateSale, what: "Private sale" },
  { when: saleDates.firstDividends, what: "First dividends, then every six months" },
  { when: saleDates.tokenDistribution, what: "Tokens distributed to buyers' wallets" },
  { when: saleDates.publicSale, what: "Public sale" },
  { when: `After ${saleDates.holdersOnlyDividendsUntil}`, what: "Dividends may also go to other investors" },
];
