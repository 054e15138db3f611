import { formatCount, formatPrice } from "@/shared/format/money";
import { saleDates } from "@/shared/sale/dates";
import {
  DIVIDEND_SHARE_OF_PROFIT_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import {
  NEW_BRANCH_OPENING,
  NEW_BRANCH_PXL,
  POOL_LOCK_MONTHS,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

export interface Milestone {
  /** The date as the sale agreement gives it (a month, a season or a range). */
  when: string;
  title: string;
  text: string;
}

const symbol = siteConfig.tokenSymbol;

/** The dates of the sale agreement, in order. */
export const milestones: readonly Milestone[] = [
  {
    when: saleDates.privateSale,
    title: "Private sale",
    text: `${formatCount(PRIVATE_SALE_ALLOCATION_PXL)} ${symbol} offered to early investors at ${formatPrice(PRICE_MICRO_USDT)} each.`,
  },
  {
    when: saleDates.firstDividends,
    title: "Dividends start",
    text: `The first six-monthly dividend: ${DIVIDEND_SHARE_OF_PROFIT_PERCENT}% of the academy's profits, shared among token holders.`,
  },
  {
    when: saleDates.tokenDistribution,
    title: "Token distribution",
    text: `${symbol} bought in the private sale is delivered to investors' wallets.`,
  },
  {
    when: saleDates.publicSale,
    title: "Public sale",
    text: `${symbol} opens to the public, with a liquidity pool that is locked for at least ${POOL_LOCK_MONTHS} months.`,
  },
  {
    when: NEW_BRANCH_OPENING,
    title: "New branch",
    text: `A second academy opens, with ${formatCount(NEW_BRANCH_PXL)} new tokens issued for it.`,
  },
  {
    when: `After ${saleDates.holdersOnlyDividendsUntil}`,
    title: "Dividends for all investors",
    text: `Until ${saleDates.holdersOnlyDividendsUntil} only token holders receive dividends; after that, the academy's other investors share too.`,
  },
];
