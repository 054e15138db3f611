import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";
import {
  microPxlToTokenUnits,
  PXL_TOKEN_DECIMALS,
  PXL_TOTAL_SUPPLY_UNITS,
  tokenUnitsToMicroPxl,
} from "./pxl-token";

describe("PXL token units", () => {
  it("mints the whole supply of 1,095,000 PXL at 18 decimals", () => {
    expect(PXL_TOKEN_DECIMALS).toBe(18);
    expect(PXL_TOTAL_SUPPLY_UNITS).toBe(1_095_000n * 10n ** 18n);
    expect(microPxlToTokenUnits(TOTAL_SUPPLY_PXL * MICRO)).toBe(PXL_TOTAL_SUPPLY_UNITS);
  });

  it("converts a ledger credit to token units and back without losing a micro-PXL", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: TOTAL_SUPPLY_PXL * MICRO }), (microPxl) => {
        expect(tokenUnitsToMicroPxl(microPxlToTokenUnits(microPxl))).toBe(microPxl);
      }),
    );
  });

  it("drops on-chain dust below a micro-PXL rather than rounding it up", () => {
    expect(tokenUnitsToMicroPxl(10n ** 12n - 1n)).toBe(0n);
    expect(tokenUnitsToMicroPxl(391_236_306n * 10n ** 12n + 5n)).toBe(391_236_306n);
  });

  it("refuses negative amounts", () => {
    expect(() => microPxlToTokenUnits(-1n)).toThrow(RangeError);
    expect(() => tokenUnitsToMicroPxl(-1n)).toThrow(RangeError);
  });
});
