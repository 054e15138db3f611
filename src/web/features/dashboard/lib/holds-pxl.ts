import type { Portfolio } from "@/shared/portfolio/portfolio-schema";

/**
 * Whether the investor holds any PXL yet. Until then the dashboard greets a newcomer ("Welcome",
 * not "Welcome back") and leads with Buy PXL: there is nothing to buy "more" of.
 */
export function holdsPxl(portfolio: Pick<Portfolio, "totals">): boolean {
  return BigInt(portfolio.totals.tokensMicroPxl) > 0n;
}
