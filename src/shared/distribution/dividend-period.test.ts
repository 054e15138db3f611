import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DividendPeriod,
  parseDividendPeriod,
  periodEnd,
  periodKey,
  periodProblem,
  periodProblemText,
  periodStart,
  recordDate,
} from "./dividend-period";

const H1_2026: DividendPeriod = { year: 2026, half: 1 };
const H2_2026: DividendPeriod = { year: 2026, half: 2 };

describe("dividend periods", () => {
  it("reads and writes periods as 2026-H1", () => {
    expect(parseDividendPeriod("2026-H1")).toEqual(H1_2026);
    expect(parseDividendPeriod(" 2026-h2 ")).toEqual(H2_2026);
    for (const bad of ["2026-H3", "2026H1", "26-H1", "2026-H", "", "2026-H1x"]) {
      expect(parseDividendPeriod(bad)).toBeNull();
    }
    expect(periodKey(H2_2026)).toBe("2026-H2");
  });

  it("puts H1 from 1 January to the end of 30 June, H2 from 1 July to the end of 31 December (UTC)", () => {
    expect(periodStart(H1_2026).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(recordDate(H1_2026).toISOString()).toBe("2026-06-30T23:59:59.999Z");
    expect(periodStart(H2_2026).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(recordDate(H2_2026).toISOString()).toBe("2026-12-31T23:59:59.999Z");
  });

  it("tiles time: each period ends where the next begins, and its record date is its last millisecond", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2026, max: 2200 }),
        fc.constantFrom(1 as const, 2 as const),
        (year, half) => {
          const period = { year, half };
          const next: DividendPeriod = half === 1 ? { year, half: 2 } : { year: year + 1, half: 1 };
          expect(periodEnd(period).getTime()).toBe(periodStart(next).getTime());
          expect(recordDate(period).getTime()).toBe(periodStart(next).getTime() - 1);
          expect(parseDividendPeriod(periodKey(period))).toEqual(period);
        },
      ),
    );
  });

  it("refuses a period that has not closed at now, and accepts it from the first instant after", () => {
    expect(periodProblem(H2_2026, new Date("2026-12-31T23:59:59.999Z"))).toBe("not_closed");
    expect(periodProblem(H2_2026, new Date("2027-01-01T00:00:00.000Z"))).toBeNull();
    expect(periodProblem(H1_2026, new Date("2026-06-30T12:00:00Z"))).toBe("not_closed");
    // The H1 2026 dividend is due now: its record date is in the past.
    expect(periodProblem(H1_2026, new Date("2026-11-25T00:00:00Z"))).toBeNull();
    expect(periodProblemText("not_closed", H2_2026)).toBe(
      "2026-H2 has not closed yet: its dividend can be announced from 2027-01-01.",
    );
  });

  it("has no dividend before H1 2026", () => {
    const later = new Date("2030-01-01T00:00:00Z");
    expect(periodProblem({ year: 2025, half: 2 }, later)).toBe("before_first_period");
    expect(periodProblemText("before_first_period", { year: 2025, half: 2 })).toBe(
      "Dividends start with 2026-H1: 2025-H2 has none.",
    );
  });
});
