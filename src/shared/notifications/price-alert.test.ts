import { describe, expect, it } from "vitest";
import { priceAlertFor } from "@/shared/notifications/price-alert";
import { tokenDataFor } from "@/shared/sale/token-data";

/** Percent to the token data's hundredths of a percent. */
const pct = (hundredths: number) => BigInt(hundredths);

describe("the price-alert rule (absolute 24 h change above 5 %)", () => {
  it("stays silent up to and including 5 % either way", () => {
    for (const change of [0, 150, -300, 499, 500, -500]) expect(priceAlertFor(pct(change))).toBeNull();
  });

  it("is high priority when the price falls more than 5 %", () => {
    expect(priceAlertFor(pct(-501))).toEqual({ priority: "high", direction: "falling" });
    expect(priceAlertFor(pct(-4000))).toEqual({ priority: "high", direction: "falling" });
  });

  it("is medium priority when the price rises more than 5 %", () => {
    expect(priceAlertFor(pct(501))).toEqual({ priority: "medium", direction: "rising" });
    expect(priceAlertFor(pct(1200))).toEqual({ priority: "medium", direction: "rising" });
  });

  it("never fires on today's fixed price", () => {
    const data = tokenDataFor(50_000n * 1_000_000n, new Date("2026-03-01T00:00:00Z"));
    expect(priceAlertFor(BigInt(data.changePercent))).toBeNull();
  });
});
