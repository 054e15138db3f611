import type { Hex } from "viem";
import { portfolioTotals } from "@/shared/portfolio/portfolio-math";
import type { Portfolio, PortfolioPayment } from "@/shared/portfolio/portfolio-schema";

/** Test data: a payment of `usdt` whole USDT with the given status. */
export function paymentOf(
  usdt: number,
  status: PortfolioPayment["status"],
  {
    hash = `0x${"ab".repeat(32)}`,
    logIndex = 0,
    time = "2026-05-01T10:00:00.000Z",
  }: { hash?: Hex; logIndex?: number; time?: string } = {},
): PortfolioPayment {
  const amount = BigInt(usdt) * 1_000_000n;
  const credited = status === "verified";
  return {
    txHash: hash,
    logIndex,
    fromAddress: `0x${"12".repeat(20)}`,
    amountMicroUsdt: amount.toString(),
    status,
    creditedMicroUsdt: credited ? amount.toString() : null,
    refundDueMicroUsdt: credited ? "0" : null,
    tokensMicroPxl: credited ? ((amount * 1_000_000n) / 639_000n).toString() : null,
    pricePerTokenMicroUsdt: credited ? "639000" : null,
    time,
  };
}

export function portfolioOf(
  payments: PortfolioPayment[],
  kycStatus: Portfolio["kycStatus"] = "not_submitted",
): Portfolio {
  const credited = payments.filter((p) => p.status === "verified");
  return {
    kycStatus,
    payments,
    totals: portfolioTotals({
      tokensMicroPxl: credited.reduce((sum, p) => sum + BigInt(p.tokensMicroPxl ?? "0"), 0n),
      investedMicroUsdt: credited.reduce((sum, p) => sum + BigInt(p.creditedMicroUsdt ?? "0"), 0n),
      pendingMicroUsdt: 0n,
      refundDueMicroUsdt: 0n,
    }),
  };
}
