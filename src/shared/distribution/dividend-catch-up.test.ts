import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";
import { type CatchUp, catchUpShares, type OwedPeriod } from "./dividend-catch-up";
import { splitDividend } from "./dividend-shares";

const SUPPLY = TOTAL_SUPPLY_PXL * MICRO;
const share = (held: bigint, pool: bigint) => (held * pool) / SUPPLY;

describe("a dividend's catch-up for a payment attributed after its period was published", () => {
  const pool = 10_000n * MICRO;

  it("pays the late buyer the share they were owed, once", () => {
    const alice = 400_000_000n;
    const bob = 250_000_000n;
    // Published with Bob's payment credited to nobody: Alice alone had a share.
    const period: OwedPeriod<string> = {
      period: "2026-H1",
      pool,
      given: new Map([["alice", share(alice, pool)]]),
      held: [
        { id: "alice", held: alice },
        { id: "bob", held: bob },
      ],
    };
    expect(catchUpShares([period], SUPPLY)).toEqual([
      { id: "bob", period: "2026-H1", held: bob, amount: share(bob, pool) },
    ]);
    const caughtUp = { ...period, given: new Map([...period.given, ["bob", share(bob, pool)]]) };
    expect(catchUpShares([caughtUp], SUPPLY)).toEqual([]);
  });

  it("takes nothing back from a holder given more than they are owed now", () => {
    const period: OwedPeriod<string> = {
      period: "2026-H1",
      pool,
      given: new Map([["alice", 500n]]),
      held: [{ id: "alice", held: 0n }],
    };
    expect(catchUpShares([period], SUPPLY)).toEqual([]);
  });

  it("never pays a period past its pool: the first holders are paid first, the rest wait", () => {
    const period: OwedPeriod<string> = {
      period: "2026-H1",
      pool: 100n,
      // Carol was given 60 for holdings that have since moved; 40 is left of the pool.
      given: new Map([["carol", 60n]]),
      held: [
        { id: "alice", held: SUPPLY / 4n },
        { id: "bob", held: SUPPLY / 4n },
        { id: "carol", held: 0n },
      ],
    };
    expect(catchUpShares([period], SUPPLY).map(({ id, amount }) => [id, amount])).toEqual([
      ["alice", 25n],
      ["bob", 15n],
    ]);
  });
});

/**
 * A model: each period is published with part of each holder's payments credited; payments are
 * attributed over later rounds (and, rarely, a holding shrinks), each round adds the catch-ups
 * `catchUpShares` gives. After every round, no period has paid past its pool and nobody is given less
 * than they had; once the books stop changing, one more round settles everyone who can be.
 */
describe("catch-ups over random histories", () => {
  const holding = fc.bigInt({ min: 0n, max: SUPPLY / 8n });
  const holder = fc.record({ truly: holding, creditedAtPublication: fc.nat({ max: 100 }) });
  const periodDraw = fc.record({
    pool: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    holders: fc.array(holder, { minLength: 1, maxLength: 8 }),
  });
  const history = fc.record({
    periods: fc.array(periodDraw, { minLength: 1, maxLength: 4 }),
    // Per round: how much of what is still unattributed gets credited, in percent, and who shrinks.
    rounds: fc.array(fc.record({ attributed: fc.nat({ max: 100 }), shrink: fc.option(fc.nat()) }), {
      maxLength: 5,
    }),
  });

  it("never pays a period past its pool, never takes back, and settles once attribution is done", () => {
    fc.assert(
      fc.property(history, ({ periods, rounds }) => {
        const books = periods.map((p, k) => {
          const held = p.holders.map((h, i) => ({
            id: i,
            truly: h.truly,
            credited: (h.truly * BigInt(h.creditedAtPublication)) / 100n,
          }));
          const split = splitDividend(
            p.pool,
            held.map((h) => ({ id: h.id, held: h.credited })),
            SUPPLY,
          );
          const given = new Map(split.shares.map((s) => [s.id, s.share]));
          return { period: `P${k}`, pool: p.pool, held, given };
        });
        const owedPeriods = (): OwedPeriod<number>[] =>
          books.map((b) => ({
            period: b.period,
            pool: b.pool,
            given: b.given,
            held: b.held.map((h) => ({ id: h.id, held: h.credited })),
          }));
        const apply = (catchUps: CatchUp<number>[]) => {
          for (const c of catchUps) {
            const book = books.find((b) => b.period === c.period);
            if (!book) throw new Error(`a catch-up for an unknown period ${c.period}`);
            expect(c.amount).toBeGreaterThan(0n);
            book.given.set(c.id, (book.given.get(c.id) ?? 0n) + c.amount);
          }
        };
        const check = () => {
          for (const b of books) {
            const total = [...b.given.values()].reduce((a, v) => a + v, 0n);
            expect(total).toBeLessThanOrEqual(b.pool);
          }
        };

        for (const round of rounds) {
          for (const b of books)
            for (const h of b.held) h.credited += ((h.truly - h.credited) * BigInt(round.attributed)) / 100n;
          if (round.shrink !== null) {
            const b = books[round.shrink % books.length];
            const h = b?.held[round.shrink % (b?.held.length ?? 1)];
            if (h) h.credited /= 2n;
          }
          const before = books.map((b) => new Map(b.given));
          apply(catchUpShares(owedPeriods(), SUPPLY));
          check();
          books.forEach((b, k) => {
            for (const [id, was] of before[k] ?? []) expect(b.given.get(id)).toBeGreaterThanOrEqual(was);
          });
        }

        // Every payment attributed, nothing shrinking: one more round, then nothing is left to add.
        for (const b of books) for (const h of b.held) h.credited = h.truly;
        apply(catchUpShares(owedPeriods(), SUPPLY));
        check();
        expect(catchUpShares(owedPeriods(), SUPPLY)).toEqual([]);
        // With no shrinking in the history, every holder is given at least their share.
        if (rounds.every((r) => r.shrink === null))
          for (const b of books)
            for (const h of b.held)
              expect(b.given.get(h.id) ?? 0n).toBeGreaterThanOrEqual(share(h.truly, b.pool));
      }),
      { numRuns: 300 },
    );
  });
});
