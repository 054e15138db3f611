import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";
import { dividendPool, splitDividend } from "./dividend-shares";

const SUPPLY = TOTAL_SUPPLY_PXL * MICRO; // micro-PXL, the ledger's unit

/** Holdings (micro-PXL) that together stay within the supply, as the ledger's can only be. */
const holdingsWithinSupply = fc.array(fc.bigInt({ min: 0n, max: SUPPLY }), { maxLength: 60 }).map((raw) => {
  const total = raw.reduce((a, b) => a + b, 0n);
  // Scale down proportionally when the draw passes the supply.
  return raw.map((held, i) => ({ id: i, held: total > SUPPLY ? (held * SUPPLY) / total : held }));
});
const pools = fc.bigInt({ min: 0n, max: 10n ** 15n }); // up to a billion USDT

describe("the dividend pool", () => {
  it("is 10% of the profit, floored to the micro-USDT", () => {
    expect(dividendPool(1_000_000n * MICRO)).toBe(100_000n * MICRO);
    expect(dividendPool(19n)).toBe(1n);
    expect(dividendPool(9n)).toBe(0n);
  });

  it("refuses a profit that is not positive", () => {
    expect(() => dividendPool(0n)).toThrow(RangeError);
    expect(() => dividendPool(-5n)).toThrow(RangeError);
  });

  it("never exceeds a tenth of the profit and loses less than a micro-USDT", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (profit) => {
        const pool = dividendPool(profit);
        expect(pool * 10n).toBeLessThanOrEqual(profit);
        expect(profit - pool * 10n).toBeLessThan(10n);
      }),
    );
  });
});

describe("a holder's share of the pool", () => {
  it("is floor(held × pool / supply); the floors' leftovers are the remainder", () => {
    const pool = 10_000n * MICRO;
    const { shares, remainder } = splitDividend(
      pool,
      [
        { id: "a", held: 391_236_306n }, // 391.236306 PXL
        { id: "b", held: 1n },
      ],
      SUPPLY,
    );
    expect(shares.map((s) => s.share)).toEqual([(391_236_306n * pool) / SUPPLY, 0n]);
    expect(shares[0]?.share).toBe(3_572_934n); // 3.572934 USDT
    expect(remainder).toBe(pool - 3_572_934n);
  });

  it("adds up: Σ shares + remainder = pool exactly, every share ≥ 0", () => {
    fc.assert(
      fc.property(pools, holdingsWithinSupply, (pool, holdings) => {
        const { shares, remainder } = splitDividend(pool, holdings, SUPPLY);
        expect(shares.reduce((sum, s) => sum + s.share, 0n) + remainder).toBe(pool);
        for (const s of shares) expect(s.share).toBeGreaterThanOrEqual(0n);
        expect(remainder).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it("loses less than one micro-USDT per holder when the holders hold the whole supply", () => {
    fc.assert(
      fc.property(pools, holdingsWithinSupply, (pool, drawn) => {
        // Give the rest of the supply to one more holder: then only the floors leave a remainder.
        const held = drawn.reduce((sum, h) => sum + h.held, 0n);
        const holdings = [...drawn, { id: -1, held: SUPPLY - held }];
        const { remainder } = splitDividend(pool, holdings, SUPPLY);
        expect(remainder).toBeLessThan(BigInt(holdings.length));
      }),
    );
  });

  it("keeps the remainder within the floors plus what tokens outside the list would earn", () => {
    fc.assert(
      fc.property(pools, holdingsWithinSupply, (pool, holdings) => {
        const held = holdings.reduce((sum, h) => sum + h.held, 0n);
        const { remainder } = splitDividend(pool, holdings, SUPPLY);
        const unheld = ((SUPPLY - held) * pool) / SUPPLY;
        expect(remainder - unheld).toBeGreaterThanOrEqual(0n);
        expect(remainder - unheld).toBeLessThanOrEqual(BigInt(holdings.length));
      }),
    );
  });

  it("never pays a holder with more tokens less", () => {
    fc.assert(
      fc.property(pools, holdingsWithinSupply, (pool, holdings) => {
        const { shares } = splitDividend(pool, holdings, SUPPLY);
        const sorted = [...shares].sort((a, b) => (a.held < b.held ? -1 : a.held > b.held ? 1 : 0));
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i]?.share ?? 0n).toBeGreaterThanOrEqual(sorted[i - 1]?.share ?? 0n);
        }
      }),
    );
  });

  it("refuses holdings past the supply or negative, and an empty supply", () => {
    expect(() => splitDividend(1n, [{ id: 1, held: SUPPLY + 1n }], SUPPLY)).toThrow(RangeError);
    expect(() => splitDividend(1n, [{ id: 1, held: -1n }], SUPPLY)).toThrow(RangeError);
    expect(() => splitDividend(1n, [], 0n)).toThrow(RangeError);
  });

  it("keeps the whole pool when nobody holds a token", () => {
    expect(splitDividend(123n, [], SUPPLY)).toEqual({ shares: [], remainder: 123n });
  });
});
