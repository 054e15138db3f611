import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatExactDecimal,
  formatFileSize,
  formatPercent,
  formatPrice,
  formatPxl,
  formatPxlUnits,
  formatPxlUnitsExact,
  formatSignedPercent,
  formatSignedUsdt,
  formatUsd,
  formatUsdt,
  formatUsdtExact,
  formatUsdtInput,
  profitTone,
} from "@/shared/format/money";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { parseUnits } from "@/shared/money/units";

describe("formatUsdt", () => {
  it.each([
    [0n, "0.00 USDT"],
    [1n, "0.00 USDT"],
    [9_999n, "0.00 USDT"],
    [10_000n, "0.01 USDT"],
    [250_000_000n, "250.00 USDT"],
    [1_999_999n, "1.99 USDT"],
    [139_999_999_999n, "139,999.99 USDT"],
    [-500_000n, "-0.50 USDT"],
    [-1n, "0.00 USDT"],
    [10n ** 24n + 999_999n, "1,000,000,000,000,000,000.99 USDT"],
  ])("%s micro-USDT -> %s (truncated, never rounded up)", (value, text) => {
    expect(formatUsdt(value)).toBe(text);
  });

  it("takes the integer strings the API sends", () => {
    expect(formatUsdt("1278000000")).toBe("1,278.00 USDT");
  });

  it("writes round figures without decimals when asked", () => {
    expect(formatUsdt(140_000_000_000n, { shown: 0 })).toBe("140,000 USDT");
    expect(formatUsdt(1_400_000n, { shown: 1 })).toBe("1.4 USDT");
  });
});

describe("formatUsdtExact", () => {
  it.each([
    [250_000_000n, "250.00 USDT"],
    [250_100_000n, "250.10 USDT"],
    [639_000n, "0.639 USDT"],
    [1n, "0.000001 USDT"],
    [99_500_001n, "99.500001 USDT"],
  ])("%s -> %s: every digit there is, at least the cents", (value, text) => {
    expect(formatUsdtExact(value)).toBe(text);
  });
});

describe("the price, tokens and plain figures", () => {
  it("writes the price per PXL to three decimals", () => {
    expect(formatPrice(639_000n)).toBe("0.639 USDT");
    expect(formatPrice("639999")).toBe("0.639 USDT");
  });

  it.each([
    [391_236_306n, "391.23 PXL"],
    [0n, "0.00 PXL"],
    [1n, "0.00 PXL"],
    [219_000_000_000n, "219,000.00 PXL"],
    [1_999_999n, "1.99 PXL"],
  ])("%s micro-PXL -> %s: exactly two decimals", (value, text) => {
    expect(formatPxl(value)).toBe(text);
  });

  it("writes on-chain PXL token units (18 decimals): truncated to the cent, or every digit for a shortfall", () => {
    expect(formatPxlUnits(391_236_306_000_000_000_000n)).toBe("391.23 PXL");
    expect(formatPxlUnits("1999999999999999999")).toBe("1.99 PXL");
    expect(formatPxlUnitsExact(12_500_000_000_000_000_000n)).toBe("12.50 PXL");
    expect(formatPxlUnitsExact(1n)).toBe("0.000000000000000001 PXL");
    expect(formatPxlUnitsExact("1095000000000000000000000")).toBe("1,095,000.00 PXL");
  });

  it("writes counts, business-plan dollars and amount fields", () => {
    expect(formatCount(1_095_000n)).toBe("1,095,000");
    expect(formatCount("643340")).toBe("643,340");
    expect(formatCount(0)).toBe("0");
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(formatUsd(643_340_000_000n)).toBe("643,340 USD");
    expect(formatUsd(1_900_000n, { shown: 1 })).toBe("1.9 USD");
    expect(formatUsdtInput(1_319_500_000n)).toBe("1319.50");
  });

  it("keeps every decimal for exports", () => {
    expect(formatExactDecimal(391_236_306n, 6)).toBe("391.236306");
    expect(formatExactDecimal("1234567000000", 6)).toBe("1234567.000000");
  });

  it.each([
    [512, "512 B"],
    [1024, "1 KB"],
    [13_000, "13 KB"],
    [1024 * 1024, "1.0 MB"],
    [3_400_000, "3.2 MB"],
  ])("a file of %s bytes is %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("a signed profit", () => {
  it.each([
    [12_300_000n, "+12.30 USDT", "gain"],
    [-500_000n, "-0.50 USDT", "loss"],
    [139_000_000n, "+139.00 USDT", "gain"],
    [0n, "0.00 USDT", "neutral"],
    [1n, "0.00 USDT", "neutral"],
    [-1n, "0.00 USDT", "neutral"],
    [4_999n, "0.00 USDT", "neutral"],
    [-4_999n, "0.00 USDT", "neutral"],
    [5_000n, "+0.01 USDT", "gain"],
    [-5_000n, "-0.01 USDT", "loss"],
    [12_344_999n, "+12.34 USDT", "gain"],
    [12_345_000n, "+12.35 USDT", "gain"],
  ])("%s micro-USDT -> %s (%s)", (value, text, tone) => {
    expect(formatSignedUsdt(value)).toBe(text);
    expect(profitTone(value)).toBe(tone);
  });

  it("a percent has a sign unless it is zero", () => {
    expect(formatSignedPercent(2_780n)).toBe("+27.80%");
    expect(formatSignedPercent("-871")).toBe("-8.71%");
    expect(formatSignedPercent(0n)).toBe("0.00%");
    expect(formatSignedPercent(5n)).toBe("+0.05%");
  });

  it("within half a cent it is neutral, outside it carries its sign and at least a cent", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (value) => {
        const text = formatSignedUsdt(value);
        const abs = value < 0n ? -value : value;
        if (abs < 5_000n) expect(text).toBe("0.00 USDT");
        else {
          expect(text.startsWith(value > 0n ? "+" : "-")).toBe(true);
          expect(text).not.toMatch(/^[+-]0\.00 /);
          // Rounded to the nearest cent: never more than half a cent away.
          const shown = parseUnits(text.slice(1, -" USDT".length)) ?? -1n;
          expect(shown - abs <= 5_000n && abs - shown < 5_000n).toBe(true);
        }
      }),
    );
  });
});

describe("properties of every amount formatter", () => {
  const amounts = fc.bigInt({ min: 0n, max: 10n ** 30n });
  const signed = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
  const unit = (text: string) => text.replace(/ (USDT|PXL|USD)$/, "");

  it("an exact USDT amount reads back to the same micro-USDT", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(parseUnits(unit(formatUsdtExact(value)))).toBe(value);
      }),
    );
  });

  it("a cent amount reads back to the value truncated to the cent, never more", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const back = parseUnits(unit(formatUsdt(value))) ?? -1n;
        expect(back).toBe(value - (value % 10_000n));
      }),
    );
  });

  it("an amount field's text reads back", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const cents = value - (value % 10_000n);
        expect(parseUnits(formatUsdtInput(cents))).toBe(cents);
      }),
    );
  });

  it("no text has a dollar sign, NaN, a float's exponent or a minus zero", () => {
    fc.assert(
      fc.property(signed, (value) => {
        for (const text of [
          formatUsdt(value),
          formatUsdtExact(value < 0n ? -value : value),
          formatPrice(value),
          formatPxl(value),
          formatSignedUsdt(value),
          formatSignedPercent(value),
          formatCount(value),
          formatUsd(value),
        ]) {
          expect(text).not.toMatch(/\$|NaN|Infinity|e[+-]?\d|-0(\.0+)?( |%|$)/);
          expect(text).toMatch(/^[+-]?\d{1,3}(,\d{3})*(\.\d+)?( USDT| PXL| USD|%)?$/);
        }
      }),
    );
  });
});

describe("money in Georgian (issue 15)", () => {
  const inGeorgian = <T>(write: () => T): T => {
    setServerLocaleSource(() => "ka");
    try {
      return write();
    } finally {
      setServerLocaleSource(() => "en");
    }
  };

  it("groups with a no-break space and writes a decimal comma; the unit stays", () => {
    expect(inGeorgian(() => formatUsdt(139_999_999_999n))).toBe("139\u00a0999,99 USDT");
    expect(inGeorgian(() => formatUsdtExact(250_123_456n))).toBe("250,123456 USDT");
    expect(inGeorgian(() => formatPxl(391_236_306n))).toBe("391,23 PXL");
    expect(inGeorgian(() => formatSignedPercent(-871n))).toBe("-8,71%");
    expect(inGeorgian(() => formatCount(1_234_567n))).toBe("1\u00a0234\u00a0567");
  });

  it("writes numbers as CLDR's ka-GE does (Intl agrees on every amount)", () => {
    const intl = new Intl.NumberFormat("ka-GE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (cents) => {
        const ours = inGeorgian(() => formatUsdt(cents * 10_000n)).replace(" USDT", "");
        expect(ours).toBe(intl.format(Number(cents) / 100));
      }),
    );
  });

  it("writes the rules' percents with the language's decimal sign, digits untouched", () => {
    expect(formatPercent("36.43")).toBe("36.43%");
    expect(formatPercent("15")).toBe("15%");
    expect(inGeorgian(() => formatPercent("12.3"))).toBe("12,3%");
    expect(inGeorgian(() => formatPercent("0.0091"))).toBe("0,0091%");
  });

  it("keeps amount fields and exports readable by a program, in any language", () => {
    expect(inGeorgian(() => formatUsdtInput(319_500_000n))).toBe("319.50");
    expect(inGeorgian(() => formatExactDecimal(391_236_306n, 6))).toBe("391.236306");
  });
});
