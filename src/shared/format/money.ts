import { getLocale } from "@/paraglide/runtime";
import { PXL_TOKEN_DECIMALS } from "@/shared/distribution/pxl-token";
import { formatDecimal, formatSignificant, type NumberSymbols, plainSymbols } from "@/shared/format/digits";
import type { Locale } from "@/shared/i18n/locales";
import { PXL_DECIMALS, USDT_DECIMALS } from "@/shared/money/units";

/**
 * How the site and its e-mails write amounts. Money is micro-USDT and tokens micro-PXL (bigint, or
 * the integer string an API sends); the unit follows the number and no "$" is ever written: USDT is
 * not the dollar. Amounts are truncated, never rounded up.
 */
type Integer = bigint | string | number;

/**
 * Each language's way with digits (issue 15): en-US "1,234.50", ka-GE "1 234,50" (a no-break space
 * groups, as CLDR's ka has it). Written out rather than asked of Intl, whose answers differ between
 * Node's and the browser's ICU, and a difference is a hydration mismatch.
 */
const numberSymbols: Record<Locale, NumberSymbols> = {
  en: plainSymbols,
  ka: { group: "\u00a0", decimal: "," },
};

/** The page's or the e-mail's language: the browser's page path, the server's request or recipient. */
const symbols = () => numberSymbols[getLocale()];

const big = (value: Integer) => BigInt(value);

/** "250.00 USDT", truncated to the cent; `shown: 0` for round figures ("140,000 USDT"). */
export function formatUsdt(microUsdt: Integer, { shown = 2 }: { shown?: number } = {}): string {
  return `${formatDecimal(big(microUsdt), { decimals: USDT_DECIMALS, shown, symbols: symbols() })} USDT`;
}

/**
 * "250.00 USDT" or "250.123456 USDT": every digit there is. For an amount the investor must send
 * or has been sent to the micro-USDT (a payment request, a receipt, an operator's refund check).
 */
export function formatUsdtExact(microUsdt: Integer): string {
  return `${formatSignificant(big(microUsdt), USDT_DECIMALS, { symbols: symbols() })} USDT`;
}

/** The price of one PXL, as the spec shows it: "0.639 USDT". */
export function formatPrice(microUsdt: Integer): string {
  return formatUsdt(microUsdt, { shown: 3 });
}

/** "391.23 PXL": tokens to exactly two decimals (CSV exports alone carry every decimal). */
export function formatPxl(microPxl: Integer): string {
  return `${formatDecimal(big(microPxl), { decimals: PXL_DECIMALS, shown: 2, symbols: symbols() })} PXL`;
}

/** "391.23 PXL" from on-chain token units (18 decimals): a round's leaves, a distributor's balance. */
export function formatPxlUnits(units: Integer): string {
  return `${formatDecimal(big(units), { decimals: PXL_TOKEN_DECIMALS, shown: 2, symbols: symbols() })} PXL`;
}

/**
 * "12.5 PXL" or "0.000000000001 PXL": every digit of an amount in token units, for what an operator
 * must transfer to the wei (a distributor's shortfall), where two decimals would say too little.
 */
export function formatPxlUnitsExact(units: Integer): string {
  return `${formatSignificant(big(units), PXL_TOKEN_DECIMALS, { symbols: symbols() })} PXL`;
}

/** Dollars of the business plan (not USDT), in micro-USD like every amount: "643,340 USD", "1.4 USD". */
export function formatUsd(microUsd: Integer, { shown = 0 }: { shown?: number } = {}): string {
  return `${formatDecimal(big(microUsd), { decimals: USDT_DECIMALS, shown, symbols: symbols() })} USD`;
}

/** "1,234": people, blocks, rows, whole tokens of the sale's fixed figures. */
export function formatCount(value: Integer): string {
  return formatDecimal(big(value), { decimals: 0, shown: 0, symbols: symbols() });
}

/** The text of an amount field ("319.50"): no grouping, no unit, so that the parser reads it back (any language). */
export function formatUsdtInput(microUsdt: Integer): string {
  return formatDecimal(big(microUsdt), { decimals: USDT_DECIMALS, shown: 2, grouping: false });
}

/** A profit this close to zero (half a cent) is a rounding leftover, not a gain or a loss. */
export const NEUTRAL_PROFIT_MICRO_USDT = 5_000n;

export type Tone = "gain" | "loss" | "neutral";

/** Whether a profit reads as a gain, a loss or neither (no colour within half a cent of zero). */
export function profitTone(microUsdt: Integer): Tone {
  const value = big(microUsdt);
  if (value >= NEUTRAL_PROFIT_MICRO_USDT) return "gain";
  if (value <= -NEUTRAL_PROFIT_MICRO_USDT) return "loss";
  return "neutral";
}

/**
 * "+12.30 USDT" / "-0.50 USDT" / "0.00 USDT". A signed profit is rounded to the nearest cent (half
 * away from zero) so that everything within half a cent is the neutral "0.00 USDT" and nothing
 * outside it reads "+0.00": it is an estimate of value (tokens x price), not money to be paid.
 */
export function formatSignedUsdt(microUsdt: Integer): string {
  const value = big(microUsdt);
  const tone = profitTone(value);
  if (tone === "neutral") return formatUsdt(0n);
  const abs = value < 0n ? -value : value;
  const cents = (abs + NEUTRAL_PROFIT_MICRO_USDT) / 10_000n;
  return `${tone === "gain" ? "+" : "-"}${formatUsdt(cents * 10_000n)}`;
}

/**
 * A percent the sale's rules compute as plain text ("36.43", "12.3", "15"), with its sign:
 * "36.43%" in English, "36,43%" in Georgian. The digits are kept as they came (no rounding).
 */
export function formatPercent(plain: string): string {
  const [whole = "0", fraction = ""] = plain.split(".");
  const value = BigInt(`${whole}${fraction}`);
  return `${formatDecimal(value, { decimals: fraction.length, shown: fraction.length, symbols: symbols() })}%`;
}

/** "+12.34%" / "-8.71%" / "0.00%" from hundredths of a percent; zero has no sign. */
export function formatSignedPercent(hundredths: Integer): string {
  const value = big(hundredths);
  const text = `${formatDecimal(value < 0n ? -value : value, { decimals: 2, shown: 2, symbols: symbols() })}%`;
  if (value === 0n) return text;
  return `${value < 0n ? "-" : "+"}${text}`;
}

/** "512 B" / "13 KB" / "3.2 MB": the size of a file (sizes are not money: rounded to the nearest). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  const tenths = BigInt(Math.round((bytes * 10) / (1024 * 1024)));
  return `${formatDecimal(tenths, { decimals: 1, shown: 1, symbols: symbols() })} MB`;
}

/** Every decimal, no grouping ("391.236306"): for CSV exports, which must stay exact. */
export function formatExactDecimal(value: Integer, decimals: number): string {
  return formatDecimal(big(value), { decimals, shown: decimals, grouping: false });
}
