// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MICRO } from "@/shared/money/units";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { allocationPercent, fundAllocations, fundBudget } from "@/shared/sale/use-of-funds";

describe("use of funds", () => {
  it("has seven items whose amounts add up to the raise cap", () => {
    expect(fundAllocations).toHaveLength(7);
    const total = fundAllocations.reduce((sum, item) => sum + item.amountUsdt, 0n);
    expect(total * MICRO).toBe(CAP_MICRO_USDT);
    // The whitepaper's total row prints the share of the sum.
    expect(allocationPercent(total)).toBe("100");
  });

  it.each(fundAllocations.map((item) => [item.purpose, item] as const))(
    "prints the share of %s as amount / cap to two decimals",
    (_purpose, item) => {
      // Hundredths of a percent, rounded half up, in integers: amount * 10,000 / cap.
      const amountMicro = item.amountUsdt * MICRO;
      const hundredths = (amountMicro * 10_000n * 2n + CAP_MICRO_USDT) / (CAP_MICRO_USDT * 2n);
      expect(Math.round(Number(allocationPercent(item.amountUsdt)) * 100)).toBe(Number(hundredths));
    },
  );

  it("derives the shares the pages print", () => {
    expect(fundAllocations.map((item) => allocationPercent(item.amountUsdt))).toEqual([
      "36.43",
      "15",
      "8.57",
      "10",
      "15",
      "10",
      "5",
    ]);
  });

  it("looks up the budget of one purpose", () => {
    expect(fundBudget("audits")).toBe(7_000n);
  });
});
