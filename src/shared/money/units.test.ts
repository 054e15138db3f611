import { describe, expect, it } from "vitest";
import { formatInteger, formatUnits, groupThousands, parseUnits } from "@/shared/money/units";

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

describe("formatUnits", () => {
  it.each([
    [0n, "0.00"],
    [1n, "0.00"],
    [639_000n, "0.63"],
    [1_500_000n, "1.50"],
    [250_000_000n, "250.00"],
    [319_500_000n, "319.50"],
  ])("%s micro-USDT -> %s", (value, text) => {
    expect(formatUnits(value)).toBe(text);
  });

  it("truncates and never rounds money up", () => {
    expect(formatUnits(1_999_999n)).toBe("1.99");
    expect(formatUnits(9_999n)).toBe("0.00");
    expect(formatUnits(139_999_999_999n)).toBe("139,999.99");
    expect(formatUnits(639_999n, { shown: 3 })).toBe("0.639");
  });

  it("shows the requested number of decimals", () => {
    expect(formatUnits(639_000n, { shown: 4 })).toBe("0.6390");
    expect(formatUnits(639_000n, { shown: 3 })).toBe("0.639");
    expect(formatUnits(639_000n, { shown: 6 })).toBe("0.639000");
    expect(formatUnits(140_000_000_000n, { shown: 0 })).toBe("140,000");
    expect(formatUnits(1_999_999n, { shown: 0 })).toBe("1");
  });

  it("pads when more decimals are shown than the unit has", () => {
    expect(formatUnits(15n, { decimals: 1, shown: 3 })).toBe("1.500");
    expect(formatUnits(7n, { decimals: 0, shown: 2 })).toBe("7.00");
  });

  it("groups thousands by default and not when asked", () => {
    expect(formatUnits(1_234_567_890_000n)).toBe("1,234,567.89");
    expect(formatUnits(1_234_567_890_000n, { grouping: false })).toBe("1234567.89");
    expect(formatUnits(999_990_000n)).toBe("999.99");
    expect(formatUnits(1_000_000_000n)).toBe("1,000.00");
  });

  it("formats negative amounts, truncating towards zero", () => {
    expect(formatUnits(-1_500_000n)).toBe("-1.50");
    expect(formatUnits(-1_234_567_891n)).toBe("-1,234.56");
    expect(formatUnits(-1_000_000_000n, { shown: 0 })).toBe("-1,000");
  });

  it("round-trips with parseUnits", () => {
    const value = parseUnits("12,345.678901");
    expect(value).toBe(12_345_678_901n);
    expect(formatUnits(value ?? 0n, { shown: 6 })).toBe("12,345.678901");
  });
});

describe("groupThousands and formatInteger", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["219000", "219,000"],
    ["1095000", "1,095,000"],
    ["1234567890", "1,234,567,890"],
  ])("groupThousands(%j) -> %j", (digits, text) => {
    expect(groupThousands(digits)).toBe(text);
  });

  it("formats bigints and integral numbers", () => {
    expect(formatInteger(219_000n)).toBe("219,000");
    expect(formatInteger(1_095_000)).toBe("1,095,000");
    expect(formatInteger(643_340n)).toBe("643,340");
    expect(formatInteger(0)).toBe("0");
    expect(formatInteger(-1_234_567n)).toBe("-1,234,567");
    expect(formatInteger(10n ** 21n)).toBe("1,000,000,000,000,000,000,000");
  });

  it("refuses a fractional number rather than showing a float", () => {
    expect(() => formatInteger(1.5)).toThrow(RangeError);
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

  it("shows a negative amount that truncates to zero without a minus sign", () => {
    expect(formatUnits(-1n)).toBe("0.00");
    expect(formatUnits(-10_000n)).toBe("-0.01");
  });
});
