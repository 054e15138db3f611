import { describe, expect, it } from "vitest";
import { parseUnits } from "@/shared/money/units";

describe("parseUnits", () => {
  it.each([
    ["250", 250_000_000n],
    ["0", 0n],
    ["0.639", 639_000n],
    ["0.000001", 1n],
    ["1.234567", 1_234_567n],
    ["1.5", 1_500_000n],
    ["1.", 1_000_000n],
    ["007", 7_000_000n],
    ["1,000.50", 1_000_500_000n],
    ["140,000", 140_000_000_000n],
    [" 2 ", 2_000_000n],
    ["\t3.25\n", 3_250_000n],
    // beyond Number.MAX_SAFE_INTEGER, still exact
    ["123456789012345678.123456", 123_456_789_012_345_678_123_456n],
  ])("%j -> %s micro-units", (text, value) => {
    expect(parseUnits(text)).toBe(value);
  });

  it.each([
    [""],
    ["   "],
    ["abc"],
    ["1.2345678"],
    ["-1"],
    ["+1"],
    ["1e3"],
    ["1.2.3"],
    [".5"],
    ["12abc"],
    ["NaN"],
    ["Infinity"],
    ["1 000"],
  ])("%j -> null", (text) => {
    expect(parseUnits(text)).toBeNull();
  });

  it("respects the decimals argument", () => {
    expect(parseUnits("2", 0)).toBe(2n);
    expect(parseUnits("1.5", 0)).toBeNull();
    expect(parseUnits("1.25", 2)).toBe(125n);
    expect(parseUnits("1.255", 2)).toBeNull();
    expect(parseUnits("0.5", 18)).toBe(500_000_000_000_000_000n);
  });
});

describe("fixed edge cases", () => {
  it("accepts commas only as thousands separators", () => {
    expect(parseUnits("1,0,0")).toBeNull();
    expect(parseUnits("10,00")).toBeNull();
    expect(parseUnits("1,000,000")).toBe(1_000_000_000_000n);
  });

  it("refuses a number that starts with its decimal point", () => {
    expect(parseUnits(".5")).toBeNull();
  });
});
