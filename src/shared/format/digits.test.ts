import { describe, expect, it } from "vitest";
import { formatDecimal, formatSignificant } from "@/shared/format/digits";
import { formatCount } from "@/shared/format/money";
import { parseUnits } from "@/shared/money/units";

/** The engine as USDT amounts use it: 6 decimals, cents shown unless asked otherwise. */
const formatUnits = (
  value: bigint,
  options: { decimals?: number; shown?: number; grouping?: boolean } = {},
) => formatDecimal(value, { decimals: 6, shown: 2, ...options });

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

  it("shows a negative amount that truncates to zero without a minus sign", () => {
    expect(formatUnits(-1n)).toBe("0.00");
    expect(formatUnits(-10_000n)).toBe("-0.01");
  });

  it("round-trips with parseUnits", () => {
    const value = parseUnits("12,345.678901");
    expect(value).toBe(12_345_678_901n);
    expect(formatUnits(value ?? 0n, { shown: 6 })).toBe("12,345.678901");
  });
});

describe("formatCount", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["219000", "219,000"],
    ["1095000", "1,095,000"],
    ["1234567890", "1,234,567,890"],
  ])("formatCount(%j) -> %j", (digits, text) => {
    expect(formatCount(digits)).toBe(text);
  });

  it("formats bigints and integral numbers", () => {
    expect(formatCount(219_000n)).toBe("219,000");
    expect(formatCount(1_095_000)).toBe("1,095,000");
    expect(formatCount(643_340n)).toBe("643,340");
    expect(formatCount(0)).toBe("0");
    expect(formatCount(-1_234_567n)).toBe("-1,234,567");
    expect(formatCount(10n ** 21n)).toBe("1,000,000,000,000,000,000,000");
  });

  it("refuses a fractional number rather than showing a float", () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});

describe("formatSignificant", () => {
  it.each([
    [250_000_000n, "250.00"],
    [639_000n, "0.639"],
    [391_236_306n, "391.236306"],
    [1n, "0.000001"],
    [0n, "0.00"],
    [1_500_000n, "1.50"],
    [1_234_567_000_000n, "1,234,567.00"],
  ])("%s -> %s", (value, text) => {
    expect(formatSignificant(value, 6)).toBe(text);
  });
});
