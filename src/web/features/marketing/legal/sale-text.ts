import { formatCount, formatPrice, formatUsd, formatUsdt } from "@/shared/format/money";
import type { Locale } from "@/shared/i18n/locales";
import { MICRO } from "@/shared/money/units";
import {
  CAP_MICRO_USDT,
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  COURSE_DISCOUNT_PERCENT,
  companyOwnershipPercent,
  DIVIDEND_SHARE_OF_PROFIT_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
  tokensForAmount,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { inLocale } from "@/web/features/marketing/legal/in-locale";
import {
  EXAMPLE_PAYMENT_MICRO_USDT,
  PUBLIC_SALE_PRICE_MICRO_USDT,
  PUBLIC_SALE_PXL,
  PUBLIC_SALE_RAISE_MICRO_USDT,
  percentOfSupply,
  YEAR_ONE_PROFIT_USD,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

/** The figures in the current language's digits ("140,000 USDT", "140 000 USDT"). */
const figures = () => ({
  price: formatPrice(PRICE_MICRO_USDT),
  cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }),
  supply: `${formatCount(TOTAL_SUPPLY_PXL)} PXL`,
  supplyCompanyShare: `${COMPANY_SHARE_OF_SUPPLY_PERCENT}%`,
  privateAllocation: `${formatCount(PRIVATE_SALE_ALLOCATION_PXL)} PXL`,
  privateSupplyShare: `${percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL)}%`,
  privateCompanyShare: `${companyOwnershipPercent(PRIVATE_SALE_ALLOCATION_PXL * MICRO, 0)}%`,
  publicAllocation: `${formatCount(PUBLIC_SALE_PXL)} PXL`,
  publicSupplyShare: `${percentOfSupply(PUBLIC_SALE_PXL)}%`,
  publicCompanyShare: `${companyOwnershipPercent(PUBLIC_SALE_PXL * MICRO, 0)}%`,
  publicPrice: formatUsdt(PUBLIC_SALE_PRICE_MICRO_USDT, { shown: 1 }),
  publicRaise: formatUsdt(PUBLIC_SALE_RAISE_MICRO_USDT, { shown: 0 }),
  examplePayment: formatUsdt(EXAMPLE_PAYMENT_MICRO_USDT, { shown: 0 }),
  /** Whole tokens only: the documents say "about". */
  exampleTokens: `${formatCount(tokensForAmount(EXAMPLE_PAYMENT_MICRO_USDT))} PXL`,
  dividendShare: `${DIVIDEND_SHARE_OF_PROFIT_PERCENT}%`,
  courseDiscount: `${COURSE_DISCOUNT_PERCENT}%`,
  targetProfit: formatUsd(YEAR_ONE_PROFIT_USD * MICRO),
  students: formatCount(siteConfig.studentsPerYear),
});

export type SaleText = ReturnType<typeof figures>;

/**
 * The sale figures as the legal texts print them, formatted once from the sale rules so the
 * documents cannot drift apart. Ownership is always 10% for the whole supply.
 */
export const saleTextIn = (locale: Locale): SaleText => inLocale(locale, figures);

/** The English documents' figures. */
export const saleText = saleTextIn("en");
