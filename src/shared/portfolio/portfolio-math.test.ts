import { describe, expect, it } from "vitest";
import { averagePrice, holdingValue, portfolioTotals } from "@/shared/portfolio/portfolio-math";

describe("portfolio math in integers", () => {
  it("rounds the average price and the value to the micro-USDT", () => {
    expect(averagePrice(250_000_000n, 391_236_306n)).toBe(639_000n);
    expect(averagePrice(1n, 0n)).toBeNull();
    expect(holdingValue(391_236_306n, 639_000n)).toBe(250_000_000n); // 249.9999995 -> 250
    expect(holdingValue(547_730_828n, 639_000n)).toBe(349_999_999n); // .092 -> down
  });

  it("derives profit, its percent in hundredths and the ownership share", () => {
    const totals = portfolioTotals({
      tokensMicroPxl: 1_000_000_000n, // 1,000 PXL
      investedMicroUsdt: 500_000_000n, // bought for 500 USDT
      pendingMicroUsdt: 0n,
      refundDueMicroUsdt: 0n,
      priceMicroUsdt: 639_000n,
    });
    expect(totals).toMatchObject({
      valueMicroUsdt: "639000000",
      profitMicroUsdt: "139000000",
      profitPercentHundredths: "2780", // 27.80 %
      averagePriceMicroUsdt: "500000",
      ownershipPercent: "0.0091", // 1,000 / 1,095,000 x 10 = 0.00913...
    });
    const loss = portfolioTotals({
      tokensMicroPxl: 1_000_000_000n,
      investedMicroUsdt: 700_000_000n,
      pendingMicroUsdt: 0n,
      refundDueMicroUsdt: 0n,
    });
    expect(loss).toMatchObject({ profitMicroUsdt: "-61000000", profitPercentHundredths: "-871" });
  });
});
