import { describe, expect, it } from "vitest";
import {
  CAP_MICRO_USDT,
  companyOwnershipPercent,
  costOfTokens,
  formatProgress,
  isSoldOut,
  microTokensForAmount,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  progressTenths,
  remainingUnderCap,
  TOTAL_SUPPLY_PXL,
  tokensForAmount,
  tokensRemaining,
  tokensSold,
} from "@/shared/sale/rules";

// Hand-written constants, so a changed constant in rules.ts is caught here.
const USDT = 1_000_000n; // micro-USDT per USDT
const PRICE = 639_000n; // 0.639 USDT
const CAP = 140_000_000_000n; // 140,000 USDT
const HUGE = 10n ** 30n;

describe("sale constants (spec section 9)", () => {
  it("match the spec's figures", () => {
    expect(PRICE_MICRO_USDT).toBe(639_000n);
    expect(TOTAL_SUPPLY_PXL).toBe(1_095_000n);
    expect(PRIVATE_SALE_ALLOCATION_PXL).toBe(219_000n);
    expect(CAP_MICRO_USDT).toBe(140_000_000_000n);
  });
});

describe("tokensForAmount", () => {
  it.each([
    ["zero", 0n, 0n],
    ["one micro-USDT", 1n, 0n],
    ["one micro below the price", PRICE - 1n, 0n],
    ["exactly the price", PRICE, 1n],
    ["the price plus one micro", PRICE + 1n, 1n],
    ["twice the price minus one micro", 2n * PRICE - 1n, 1n],
    // 250 / 0.639 = 391.23...
    ["250 USDT", 250n * USDT, 391n],
    // 100 / 0.639 = 156.49...
    ["100 USDT", 100n * USDT, 156n],
    // 140,000 / 0.639 = 219,092.33...
    ["the cap", CAP, 219_092n],
    ["the cap minus one micro", CAP - 1n, 219_092n],
    ["a huge amount", HUGE, 1_564_945_226_917_057_902_973_395n],
  ])("%s", (_label, amount, tokens) => {
    expect(tokensForAmount(amount)).toBe(tokens);
  });

  it("gives 0 tokens for a negative amount", () => {
    expect(tokensForAmount(-1n)).toBe(0n);
    expect(tokensForAmount(-250n * USDT)).toBe(0n);
  });
});

describe("microTokensForAmount", () => {
  it.each([
    ["zero", 0n, 0n],
    // 0.000001 / 0.639 = 0.00000156... PXL = 1 micro-PXL, floored
    ["one micro-USDT", 1n, 1n],
    ["exactly the price", PRICE, 1_000_000n],
    // 1 / 0.639 = 1.564945...
    ["1 USDT", USDT, 1_564_945n],
    // 250 / 0.639 = 391.236306...
    ["250 USDT", 250n * USDT, 391_236_306n],
    // 100 / 0.639 = 156.494522...
    ["100 USDT", 100n * USDT, 156_494_522n],
  ])("%s", (_label, amount, microTokens) => {
    expect(microTokensForAmount(amount)).toBe(microTokens);
  });

  it("gives 0 for a negative amount", () => {
    expect(microTokensForAmount(-PRICE)).toBe(0n);
  });

  it("does not overflow on a huge amount", () => {
    // 10^30 x 10^6 / 639,000 = 10^36 / 639,000
    expect(microTokensForAmount(HUGE)).toBe(1_564_945_226_917_057_902_973_395_931_142n);
  });
});

describe("costOfTokens", () => {
  it.each([
    [0n, 0n],
    [500n, 319_500_000n], // 319.50 USDT
    [1000n, 639_000_000n], // 639.00 USDT
    [2000n, 1_278_000_000n], // 1278.00 USDT
  ])("%s tokens cost %s micro-USDT", (tokens, cost) => {
    expect(costOfTokens(tokens)).toBe(cost);
  });

  it("rounds to the cent", () => {
    // 1 x 0.639 = 0.639 -> 0.64
    expect(costOfTokens(1n)).toBe(640_000n);
    // 3 x 0.639 = 1.917 -> 1.92
    expect(costOfTokens(3n)).toBe(1_920_000n);
    // 7 x 0.639 = 4.473 -> 4.47
    expect(costOfTokens(7n)).toBe(4_470_000n);
    // 5 x 0.639 = 3.195, exactly half a cent -> 3.20
    expect(costOfTokens(5n)).toBe(3_200_000n);
  });
});

describe("tokensSold and tokensRemaining", () => {
  it("at 0 raised nothing is sold and the whole allocation remains", () => {
    expect(tokensSold(0n)).toBe(0n);
    expect(tokensRemaining(0n)).toBe(219_000n);
  });

  it("at 100,000 USDT raised", () => {
    // 100,000 / 0.639 = 156,494.52...; 219,000 - 156,494 = 62,506
    expect(tokensSold(100_000n * USDT)).toBe(156_494n);
    expect(tokensRemaining(100_000n * USDT)).toBe(62_506n);
  });

  it("one token's worth short of the allocation leaves exactly one token", () => {
    // 218,999 tokens at 0.639 = 139,940.361 USDT
    const raised = 218_999n * PRICE;
    expect(raised).toBe(139_940_361_000n);
    expect(tokensSold(raised)).toBe(218_999n);
    expect(tokensRemaining(raised)).toBe(1n);
    expect(tokensRemaining(raised + PRICE)).toBe(0n);
  });

  it("never sells more than the allocation, nor leaves less than 0, although the cap buys 219,092 tokens", () => {
    expect(tokensForAmount(CAP)).toBe(219_092n);
    expect(tokensSold(CAP)).toBe(219_000n);
    expect(tokensSold(HUGE)).toBe(219_000n);
    expect(tokensRemaining(CAP - 1n)).toBe(0n);
    expect(tokensRemaining(CAP)).toBe(0n);
    expect(tokensRemaining(CAP + 1n)).toBe(0n);
    expect(tokensRemaining(HUGE)).toBe(0n);
  });

  it("counts a negative raised total as nothing sold", () => {
    expect(tokensSold(-1n)).toBe(0n);
    expect(tokensRemaining(-1n)).toBe(219_000n);
  });
});

describe("isSoldOut", () => {
  it.each([
    ["nothing raised", 0n, false],
    ["one micro-USDT", 1n, false],
    ["one micro-USDT below the cap", CAP - 1n, false],
    ["exactly the cap", CAP, true],
    ["one micro-USDT above the cap", CAP + 1n, true],
    ["a huge amount", HUGE, true],
    ["a negative amount", -1n, false],
  ])("%s -> %s", (_label, raised, soldOut) => {
    expect(isSoldOut(raised)).toBe(soldOut);
  });
});

describe("remainingUnderCap", () => {
  it.each([
    ["nothing raised", 0n, 140_000_000_000n],
    ["100,000 USDT raised", 100_000n * USDT, 40_000_000_000n],
    ["one micro below the cap", CAP - 1n, 1n],
    ["exactly the cap", CAP, 0n],
    ["above the cap", CAP + 1n, 0n],
    ["a huge amount", HUGE, 0n],
  ])("%s -> %s", (_label, raised, left) => {
    expect(remainingUnderCap(raised)).toBe(left);
  });
});

describe("progressTenths and formatProgress", () => {
  it.each([
    ["nothing raised", 0n, 0, "0.0"],
    ["one micro-USDT", 1n, 0, "0.0"],
    ["a negative amount", -5n * USDT, 0, "0.0"],
    // 140 / 140,000 = 0.1%
    ["0.1% of the cap", 140n * USDT, 1, "0.1"],
    ["just under 0.1%", 140n * USDT - 1n, 0, "0.0"],
    // 17,276 / 140,000 = 12.34% -> 12.3 (floored)
    ["12.34%", 17_276n * USDT, 123, "12.3"],
    // 100,000 / 140,000 = 71.428...% -> 71.4
    ["100,000 USDT", 100_000n * USDT, 714, "71.4"],
    // 70,000 / 140,000 = 50%
    ["half the cap", 70_000n * USDT, 500, "50.0"],
    // 99.99999...% must not read 100.0
    ["one micro-USDT below the cap", CAP - 1n, 999, "99.9"],
    ["exactly the cap", CAP, 1000, "100.0"],
    ["one micro-USDT above the cap", CAP + 1n, 1000, "100.0"],
    ["a huge amount", HUGE, 1000, "100.0"],
  ])("%s -> %s%", (_label, raised, tenths, text) => {
    expect(progressTenths(raised)).toBe(tenths);
    expect(formatProgress(raised)).toBe(text);
  });
});

describe("companyOwnershipPercent", () => {
  const microTokens = (tokens: bigint) => tokens * 1_000_000n;

  it("the whole private-sale allocation is 2% of the company (the legal text)", () => {
    expect(companyOwnershipPercent(microTokens(219_000n))).toBe("2.0000");
  });

  it("the whole supply is 10% of the company", () => {
    expect(companyOwnershipPercent(microTokens(1_095_000n))).toBe("10.0000");
  });

  it("1000 tokens are 1000 / 1,095,000 x 10 = 0.009132...%, floored", () => {
    expect(companyOwnershipPercent(microTokens(1000n))).toBe("0.0091");
    expect(companyOwnershipPercent(microTokens(1000n), 6)).toBe("0.009132");
  });

  it("floors rather than rounds", () => {
    // 109,499 tokens = 0.99999...% -> must not read 1.0000
    expect(companyOwnershipPercent(microTokens(109_499n))).toBe("0.9999");
    expect(companyOwnershipPercent(microTokens(109_500n))).toBe("1.0000");
  });

  it("counts fractions of a token", () => {
    // 391.236306 PXL (250 USDT) = 0.0035729... %
    expect(companyOwnershipPercent(391_236_306n, 6)).toBe("0.003572");
  });

  it("is zero for nothing or a negative holding", () => {
    expect(companyOwnershipPercent(0n)).toBe("0.0000");
    expect(companyOwnershipPercent(-1n)).toBe("0.0000");
    expect(companyOwnershipPercent(1n)).toBe("0.0000");
  });

  it("with 0 decimals gives a whole number", () => {
    expect(companyOwnershipPercent(microTokens(219_000n), 0)).toBe("2");
  });

  it("with 0 decimals and no holding gives '0' like the other whole numbers", () => {
    expect(companyOwnershipPercent(0n, 0)).toBe("0");
  });
});
