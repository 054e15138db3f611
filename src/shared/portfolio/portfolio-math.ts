import { MICRO } from "@/shared/money/units";
import type { PortfolioTotals } from "@/shared/portfolio/portfolio-schema";
import { companyOwnershipPercent, PRICE_MICRO_USDT } from "@/shared/sale/rules";

/** a / b rounded half up, for non-negative a and positive b. */
function roundedDiv(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** micro-USDT per whole PXL paid for `microTokens`, rounded to the micro-USDT; null without tokens. */
export function averagePrice(investedMicroUsdt: bigint, microTokens: bigint): bigint | null {
  if (microTokens <= 0n) return null;
  return roundedDiv(investedMicroUsdt * MICRO, microTokens);
}

/** What `microTokens` are worth at `priceMicroUsdt` per PXL, rounded to the micro-USDT. */
export function holdingValue(microTokens: bigint, priceMicroUsdt: bigint): bigint {
  if (microTokens <= 0n) return 0n;
  return roundedDiv(microTokens * priceMicroUsdt, MICRO);
}

/**
 * The portfolio's totals from integer sums: value = tokens x current price, profit = value -
 * invested, its percent in hundredths (truncated toward zero), ownership = tokens / supply x 10.
 */
export function portfolioTotals({
  tokensMicroPxl,
  investedMicroUsdt,
  pendingMicroUsdt,
  refundDueMicroUsdt,
  priceMicroUsdt = PRICE_MICRO_USDT,
}: {
  tokensMicroPxl: bigint;
  investedMicroUsdt: bigint;
  pendingMicroUsdt: bigint;
  refundDueMicroUsdt: bigint;
  priceMicroUsdt?: bigint;
}): PortfolioTotals {
  const value = holdingValue(tokensMicroPxl, priceMicroUsdt);
  const profit = value - investedMicroUsdt;
  const percent = investedMicroUsdt > 0n ? (profit * 10_000n) / investedMicroUsdt : 0n;
  return {
    tokensMicroPxl: tokensMicroPxl.toString(),
    investedMicroUsdt: investedMicroUsdt.toString(),
    pendingMicroUsdt: pendingMicroUsdt.toString(),
    refundDueMicroUsdt: refundDueMicroUsdt.toString(),
    averagePriceMicroUsdt: averagePrice(investedMicroUsdt, tokensMicroPxl)?.toString() ?? null,
    priceMicroUsdt: priceMicroUsdt.toString(),
    valueMicroUsdt: value.toString(),
    profitMicroUsdt: profit.toString(),
    profitPercentHundredths: percent.toString(),
    ownershipPercent: companyOwnershipPercent(tokensMicroPxl, 4),
  };
}
