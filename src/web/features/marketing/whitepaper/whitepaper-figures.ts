import { MICRO } from "@/shared/money/units";
import {
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";

/**
 * The whitepaper's business and token figures that are not rules of the private sale (those live in
 * `@/shared/sale/rules`; the academy's own facts in `@/shared/site-config`). Amounts are integers: whole USD or PXL, or micro-USDT where a price has
 * decimals. Figures the text derives are derived here too, so a changed input cannot leave a stale total.
 */

// The operating plan: a full academy for a year.
export const MONTHLY_FEE_USD = 300n;
export const ANNUAL_SALES_USD = BigInt(siteConfig.studentsPerYear) * MONTHLY_FEE_USD * 12n; // 2,808,000
export const ANNUAL_COSTS_USD = 1_547_320n;
export const YEAR_ONE_PROFIT_USD = ANNUAL_SALES_USD - ANNUAL_COSTS_USD; // 1,260,680
/** "About" this much a year once the one-off spending of year 1 is behind the academy. */
export const LATER_ANNUAL_PROFIT_USD = 1_400_680n;

// The valuation reading: the whitepaper values the academy from a different profit figure.
export const VALUATION_PROFIT_USD = 1_286_680n;
export const VALUATION_MULTIPLE = 5n;
export const VALUATION_USD = VALUATION_PROFIT_USD * VALUATION_MULTIPLE; // 6,433,400
/** The whole PXL supply is 10% of the academy: 643,340 USD, the market-cap figure of the tracker. */
export const SUPPLY_VALUE_USD = (VALUATION_USD * COMPANY_SHARE_OF_SUPPLY_PERCENT) / 100n;

// Round 2 and the launch of the liquidity pool.
export const ROUND_TWO_PXL = 300_000n;
export const ROUND_TWO_PRICE_MICRO_USD = 1_900_000n; // 1.9 USD
export const ROUND_TWO_RAISE_MICRO_USD = ROUND_TWO_PXL * ROUND_TWO_PRICE_MICRO_USD; // 570,000 USD
export const POOL_PXL = 200_000n;
/** All of round 2 goes into the pool. */
export const POOL_MICRO_USDT = ROUND_TWO_RAISE_MICRO_USD;
export const LAUNCH_PRICE_MICRO_USDT = POOL_MICRO_USDT / POOL_PXL; // 2.85 USDT
export const POOL_LOCK_MONTHS = 12;
export const RESERVE_PXL = 376_000n;
export const RESERVE_RELEASE_MIN_PXL = 50_000n;
export const RESERVE_RELEASE_MAX_PXL = 100_000n;
export const CIRCULATING_AT_LAUNCH_PXL = PRIVATE_SALE_ALLOCATION_PXL + ROUND_TWO_PXL + POOL_PXL; // 719,000
/** Tokens issued when the new branch opens; none are minted before then. */
export const NEW_BRANCH_PXL = 876_000n;
/** When the second academy is planned to open, capitalised like a date label; sentences lower-case it. */
export const NEW_BRANCH_OPENING = "Summer 2027";

// The public sale as the legal text describes it (a different plan from round 2: both are shown).
export const PUBLIC_SALE_PXL = 876_000n;
export const PUBLIC_SALE_PRICE_MICRO_USDT = 1_400_000n; // 1.4 USDT
export const PUBLIC_SALE_RAISE_MICRO_USDT = PUBLIC_SALE_PXL * PUBLIC_SALE_PRICE_MICRO_USDT; // 1,226,400 USDT

/** The worked example of the text: what 100 USDT buys at the private-sale price. */
export const EXAMPLE_PAYMENT_MICRO_USDT = 100n * MICRO;

/** A part of the supply as a whole percent, rounded half up: 719,000 PXL is "66". */
export function percentOfSupply(pxl: bigint): string {
  return ((pxl * 200n + TOTAL_SUPPLY_PXL) / (2n * TOTAL_SUPPLY_PXL)).toString();
}

/** A part of the supply as a percent to one decimal, rounded half up: 300,000 PXL is "27.4". */
export function percentOfSupplyTenths(pxl: bigint): string {
  const tenths = (pxl * 2000n + TOTAL_SUPPLY_PXL) / (2n * TOTAL_SUPPLY_PXL);
  return `${tenths / 10n}.${tenths % 10n}`;
}
