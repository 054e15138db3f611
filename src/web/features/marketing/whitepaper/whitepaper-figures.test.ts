// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MICRO } from "@/shared/money/units";
import {
  MARKET_CAP_USD,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
  tokensForAmount,
} from "@/shared/sale/rules";
import {
  ANNUAL_SALES_USD,
  CIRCULATING_AT_LAUNCH_PXL,
  EXAMPLE_PAYMENT_MICRO_USDT,
  LAUNCH_PRICE_MICRO_USDT,
  POOL_PXL,
  PUBLIC_SALE_PXL,
  PUBLIC_SALE_RAISE_MICRO_USDT,
  percentOfSupply,
  percentOfSupplyTenths,
  RESERVE_PXL,
  ROUND_TWO_PXL,
  ROUND_TWO_RAISE_MICRO_USD,
  SUPPLY_VALUE_USD,
  VALUATION_USD,
  YEAR_ONE_PROFIT_USD,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";

describe("whitepaper figures", () => {
  it("derives the operating plan and the valuation the text states", () => {
    expect(ANNUAL_SALES_USD).toBe(2_808_000n);
    expect(YEAR_ONE_PROFIT_USD).toBe(1_260_680n);
    expect(VALUATION_USD).toBe(6_433_400n);
    expect(SUPPLY_VALUE_USD).toBe(MARKET_CAP_USD);
  });

  it("splits the whole supply between the private sale, round 2, the pool and the reserve", () => {
    expect(PRIVATE_SALE_ALLOCATION_PXL + ROUND_TWO_PXL + POOL_PXL + RESERVE_PXL).toBe(TOTAL_SUPPLY_PXL);
    expect(CIRCULATING_AT_LAUNCH_PXL).toBe(719_000n);
    expect(percentOfSupply(CIRCULATING_AT_LAUNCH_PXL)).toBe("66");
    expect(percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL)).toBe("20");
    expect(percentOfSupply(PUBLIC_SALE_PXL)).toBe("80");
    expect(percentOfSupplyTenths(ROUND_TWO_PXL)).toBe("27.4");
  });

  it("prices round 2, the launch and the public sale as the text does", () => {
    expect(ROUND_TWO_RAISE_MICRO_USD).toBe(570_000n * MICRO);
    expect(LAUNCH_PRICE_MICRO_USDT).toBe(2_850_000n);
    expect(PUBLIC_SALE_RAISE_MICRO_USDT).toBe(1_226_400n * MICRO);
    expect(tokensForAmount(EXAMPLE_PAYMENT_MICRO_USDT)).toBe(156n);
  });
});
