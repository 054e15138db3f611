import { MICRO } from "@/shared/money/units";

/**
 * The rules of the PXL private sale. Every amount is an integer: micro-USDT for money, whole or
 * micro-PXL for tokens (the names say which). Numbers for display are derived at the edge.
 */
export const PRICE_MICRO_USDT = 639_000n; // 0.639 USDT per PXL
export const TOTAL_SUPPLY_PXL = 1_095_000n; // 10% of the academy
export const PRIVATE_SALE_ALLOCATION_PXL = 219_000n; // "2% of the company" in the legal text
export const CAP_MICRO_USDT = 140_000n * MICRO; // the raise closes at 140,000 USDT
export const MARKET_CAP_USD = 643_340n; // labelled TGA on the tracker
/** The token supply is 10% of the academy, so a holding's share of the company is supply share x 10. */
export const COMPANY_SHARE_OF_SUPPLY_PERCENT = 10n;
/** Share of the academy's profits paid out to holders as dividends, every six months. */
export const DIVIDEND_SHARE_OF_PROFIT_PERCENT = 10n;
/** Holders' discount on every course the academy teaches. */
export const COURSE_DISCOUNT_PERCENT = 10n;
/** Buyers (and account holders) must be at least this old. */
export const MINIMUM_AGE_YEARS = 18;

/** Whole tokens bought by an amount: floor(amount / price). */
export function tokensForAmount(amountMicroUsdt: bigint): bigint {
  if (amountMicroUsdt <= 0n) return 0n;
  return amountMicroUsdt / PRICE_MICRO_USDT;
}

/** Tokens credited for an amount, in micro-PXL: floor(amount / price) at 6 decimals. */
export function microTokensForAmount(amountMicroUsdt: bigint): bigint {
  if (amountMicroUsdt <= 0n) return 0n;
  return (amountMicroUsdt * MICRO) / PRICE_MICRO_USDT;
}

/** The cost of a number of whole tokens in micro-USDT, rounded to the cent as the quick-select shows it. */
export function costOfTokens(tokens: bigint): bigint {
  const exact = tokens * PRICE_MICRO_USDT;
  const cent = 10_000n;
  return ((exact + cent / 2n) / cent) * cent;
}

/**
 * Whole tokens sold for a raised total: floor(raised / price), never more than the allocation. The
 * raised total may pass what the allocation is worth (the cap buys 219,092 tokens, and the wallet's
 * balance, a floor of the total, can hold anything anyone sends), but no more tokens exist to sell.
 */
export function tokensSold(raisedMicroUsdt: bigint): bigint {
  const sold = tokensForAmount(raisedMicroUsdt);
  return sold < PRIVATE_SALE_ALLOCATION_PXL ? sold : PRIVATE_SALE_ALLOCATION_PXL;
}

/** Tokens still for sale: max(0, allocation - sold). */
export function tokensRemaining(raisedMicroUsdt: bigint): bigint {
  const left = PRIVATE_SALE_ALLOCATION_PXL - tokensSold(raisedMicroUsdt);
  return left > 0n ? left : 0n;
}

/** The sale is sold out once the raised total reaches the cap (spec: "at least that"). */
export function isSoldOut(raisedMicroUsdt: bigint): boolean {
  return raisedMicroUsdt >= CAP_MICRO_USDT;
}

/** What may still be paid before the cap, in micro-USDT. */
export function remainingUnderCap(raisedMicroUsdt: bigint): bigint {
  const left = CAP_MICRO_USDT - raisedMicroUsdt;
  return left > 0n ? left : 0n;
}

/**
 * Progress towards the cap in tenths of a percent, floored (so 99.99% never reads 100.0% before the
 * sale is really complete) and capped at 1000 (= 100.0%).
 */
export function progressTenths(raisedMicroUsdt: bigint): number {
  if (raisedMicroUsdt <= 0n) return 0;
  const tenths = (raisedMicroUsdt * 1000n) / CAP_MICRO_USDT;
  return Number(tenths > 1000n ? 1000n : tenths);
}

/** Progress as the text the tracker shows, to one decimal: "12.3". */
export function formatProgress(raisedMicroUsdt: bigint): string {
  const tenths = progressTenths(raisedMicroUsdt);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * The share of the company a holding represents, as a percent string with `decimals` digits,
 * floored: tokens / total supply x 10.
 */
export function companyOwnershipPercent(microTokens: bigint, decimals = 4): string {
  const scale = 10n ** BigInt(decimals);
  const held = microTokens > 0n ? microTokens : 0n;
  const scaled = (held * COMPANY_SHARE_OF_SUPPLY_PERCENT * scale) / (TOTAL_SUPPLY_PXL * MICRO);
  const whole = (scaled / scale).toString();
  return decimals > 0 ? `${whole}.${(scaled % scale).toString().padStart(decimals, "0")}` : whole;
}
