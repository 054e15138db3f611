import { describe, expect, it } from "vitest";
import { amountTextForTokens, POPULAR_TOKENS_PXL, quotePurchase } from "@/shared/investment/purchase";

const USDT = 1_000_000n;

function ok(text: string, raised = 0n) {
  const quote = quotePurchase(text, raised);
  if (quote.kind !== "ok") throw new Error(`expected a quote for ${text}, got ${quote.kind}`);
  return quote;
}

describe("quotePurchase: tokens are floor(amount / price)", () => {
  it.each([
    ["100", 156n], // 156.49...
    ["0.639", 1n],
    ["0.638999", 0n],
    ["1.277999", 1n], // just under 2 x 0.639
    ["1.278", 2n],
    ["250", 391n], // 391.23...
    ["1,000", 1564n], // 1564.94...
    ["140000", 219092n],
  ])("%s USDT buys %s PXL", (text, tokens) => {
    expect(ok(text).tokens).toBe(tokens);
  });

  it("reads the amount exactly, never as a float", () => {
    expect(ok("0.1").amountMicroUsdt).toBe(100_000n);
    expect(ok("319.5").amountMicroUsdt).toBe(319_500_000n);
    // 0.1 + 0.2 in floats is 0.30000000000000004; as micro-USDT it is exact.
    expect(ok("0.3").amountMicroUsdt).toBe(300_000n);
  });

  it("empty, zero and malformed amounts are not quotes", () => {
    expect(quotePurchase("", 0n).kind).toBe("empty");
    expect(quotePurchase("   ", 0n).kind).toBe("empty");
    expect(quotePurchase("0", 0n).kind).toBe("invalid");
    expect(quotePurchase("0.000", 0n).kind).toBe("invalid");
    expect(quotePurchase("abc", 0n).kind).toBe("invalid");
    expect(quotePurchase("1.0000001", 0n).kind).toBe("invalid");
    expect(quotePurchase("-5", 0n).kind).toBe("invalid");
  });
});

describe("popular token amounts cost tokens x price, rounded to 2 decimals", () => {
  it("500, 1000 and 2000 PXL", () => {
    expect(POPULAR_TOKENS_PXL).toEqual([500n, 1000n, 2000n]);
    expect(amountTextForTokens(500n)).toBe("319.50");
    expect(amountTextForTokens(1000n)).toBe("639.00");
    expect(amountTextForTokens(2000n)).toBe("1278.00");
  });

  it("rounds half a cent up and less down", () => {
    expect(amountTextForTokens(1n)).toBe("0.64"); // 0.639
    expect(amountTextForTokens(3n)).toBe("1.92"); // 1.917
    expect(amountTextForTokens(5n)).toBe("3.20"); // 3.195 rounds up
    expect(amountTextForTokens(7n)).toBe("4.47"); // 4.473
  });

  it("the rounded cost still buys the popular amount", () => {
    for (const tokens of POPULAR_TOKENS_PXL) expect(ok(amountTextForTokens(tokens)).tokens).toBe(tokens);
  });
});

describe("company ownership is tokens / total supply x 10 %", () => {
  it.each([
    ["639", "0.0091"], // 1000 PXL / 1,095,000 x 10 = 0.00913...
    ["69970.5", "1.0000"], // exactly 109,500 PXL: 1 %
    ["69970.499", "0.9999"], // 109,499 PXL, floored
    ["140000", "2.0008"], // 219,092 PXL
    ["0.5", "0.0000"],
  ])("%s USDT owns %s percent", (text, percent) => {
    expect(ok(text).ownershipPercent).toBe(percent);
  });
});

describe("an amount above what remains under the cap is flagged", () => {
  it("compares with the cap minus the raised total", () => {
    const raised = 139_900n * USDT;
    expect(ok("100", raised).aboveRemaining).toBe(false);
    expect(ok("100.000001", raised).aboveRemaining).toBe(true);
    expect(ok("100", raised).remainingMicroUsdt).toBe(100n * USDT);
    expect(ok("1", 140_000n * USDT).aboveRemaining).toBe(true);
  });
});
