import { m } from "@/paraglide/messages";
import { formatCount, formatPrice } from "@/shared/format/money";
import { saleDates } from "@/shared/sale/dates";
import {
  DIVIDEND_SHARE_OF_PROFIT_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import {
  NEW_BRANCH_OPENING,
  NEW_BRANCH_PXL,
  POOL_LOCK_MONTHS,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

export interface Milestone {
  /** The date as the sale agreement gives it (a month, a season or a range). */
  readonly when: string;
  readonly title: string;
  readonly text: string;
}

const symbol = siteConfig.tokenSymbol;

/**
 * The dates of the sale agreement, in order. The texts are getters: each reading calls its message,
 * so the list speaks the language of the page rendering it.
 */
export const milestones: readonly Milestone[] = [
  {
    get when() {
      return saleDateText(saleDates.privateSale);
    },
    get title() {
      return m.roadmap_milestones_private_sale_title();
    },
    get text() {
      return m.roadmap_milestones_private_sale_text({
        amount: formatCount(PRIVATE_SALE_ALLOCATION_PXL),
        symbol,
        price: formatPrice(PRICE_MICRO_USDT),
      });
    },
  },
  {
    get when() {
      return saleDateText(saleDates.firstDividends);
    },
    get title() {
      return m.roadmap_milestones_dividends_title();
    },
    get text() {
      return m.roadmap_milestones_dividends_text({ percent: formatCount(DIVIDEND_SHARE_OF_PROFIT_PERCENT) });
    },
  },
  {
    get when() {
      return saleDateText(saleDates.tokenDistribution);
    },
    get title() {
      return m.roadmap_milestones_distribution_title();
    },
    get text() {
      return m.roadmap_milestones_distribution_text({ symbol });
    },
  },
  {
    get when() {
      return saleDateText(saleDates.publicSale);
    },
    get title() {
      return m.roadmap_milestones_public_sale_title();
    },
    get text() {
      return m.roadmap_milestones_public_sale_text({ symbol, months: formatCount(POOL_LOCK_MONTHS) });
    },
  },
  {
    get when() {
      return saleDateText(NEW_BRANCH_OPENING);
    },
    get title() {
      return m.roadmap_milestones_branch_title();
    },
    get text() {
      return m.roadmap_milestones_branch_text({ count: formatCount(NEW_BRANCH_PXL) });
    },
  },
  {
    get when() {
      return m.roadmap_milestones_all_investors_when({
        date: saleDateText(saleDates.holdersOnlyDividendsUntil, "of"),
      });
    },
    get title() {
      return m.roadmap_milestones_all_investors_title();
    },
    get text() {
      return m.roadmap_milestones_all_investors_text({
        date: saleDateText(saleDates.holdersOnlyDividendsUntil, "until"),
      });
    },
  },
];
