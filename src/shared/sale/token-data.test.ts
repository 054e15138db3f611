import { describe, expect, it } from "vitest";
import { tokenDataFor, tokenDataSchema } from "@/shared/sale/token-data";

const AT = new Date("2026-03-01T12:00:00.000Z");
const CAP = 140_000_000_000n; // 140,000 USDT in micro-USDT

describe("tokenDataFor", () => {
  it("with nothing raised", () => {
    expect(tokenDataFor(0n, AT)).toEqual({
      price: "639000",
      totalSupply: "1095000",
      privateSaleAllocation: "219000",
      totalRaised: "0",
      cap: "140000000000",
      tokensSold: "0",
      tokensRemaining: "219000",
      marketCap: "643340",
      change24h: "0",
      changePercent: "0",
      soldOut: false,
      updatedAt: "2026-03-01T12:00:00.000Z",
    });
  });

  it("part-way: 100,000 USDT raised", () => {
    const data = tokenDataFor(100_000_000_000n, AT);
    // 100,000 / 0.639 = 156,494.5...; 219,000 - 156,494 = 62,506
    expect(data).toMatchObject({
      totalRaised: "100000000000",
      tokensSold: "156494",
      tokensRemaining: "62506",
      soldOut: false,
    });
  });

  it("at exactly the cap it is sold out, and sold no more than the allocation", () => {
    // 140,000 / 0.639 = 219,092.3..., but only 219,000 are for sale
    expect(tokenDataFor(CAP, AT)).toMatchObject({
      totalRaised: "140000000000",
      tokensSold: "219000",
      tokensRemaining: "0",
      soldOut: true,
    });
  });

  it("one micro-USDT below the cap it is not sold out", () => {
    expect(tokenDataFor(CAP - 1n, AT)).toMatchObject({
      totalRaised: "139999999999",
      soldOut: false,
      tokensRemaining: "0",
    });
  });

  it("keeps amounts beyond Number precision exact, and sells no more than the allocation for them", () => {
    const data = tokenDataFor(10n ** 30n, AT);
    expect(data.totalRaised).toBe("1000000000000000000000000000000");
    expect(data.tokensSold).toBe("219000");
    expect(data.tokensRemaining).toBe("0");
    expect(data.soldOut).toBe(true);
  });

  it.each([[0n], [1n], [CAP - 1n], [CAP], [10n ** 30n]])(
    "output for %s passes tokenDataSchema and survives JSON",
    (raised) => {
      const data = tokenDataFor(raised, AT);
      const parsed = tokenDataSchema.safeParse(JSON.parse(JSON.stringify(data)));
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(data);
    },
  );
});

describe("tokenDataSchema", () => {
  const valid = () => tokenDataFor(0n, AT);

  it("rejects a float string for the price", () => {
    const result = tokenDataSchema.safeParse({ ...valid(), price: "0.639" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["price"]]);
  });

  it.each([
    ["a number instead of a string", { totalRaised: 639000 }],
    ["a float string raised total", { totalRaised: "1.5" }],
    ["an empty string", { tokensSold: "" }],
    ["scientific notation", { cap: "1.4e11" }],
    ["padding", { marketCap: " 643340" }],
    ["a string for soldOut", { soldOut: "false" }],
    ["a date that is not ISO", { updatedAt: "yesterday" }],
  ])("rejects %s", (_label, patch) => {
    expect(tokenDataSchema.safeParse({ ...valid(), ...patch }).success).toBe(false);
  });

  it("rejects a missing field", () => {
    const { cap: _cap, ...rest } = valid();
    expect(tokenDataSchema.safeParse(rest).success).toBe(false);
  });

  it("accepts a negative integer string (e.g. a 24h change)", () => {
    expect(tokenDataSchema.safeParse({ ...valid(), change24h: "-1000" }).success).toBe(true);
  });
});
