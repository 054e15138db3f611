import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimsPerShare } from "@/shared/distribution/claim-coverage";

const claim = (amount: bigint, cumulativeAmount: bigint) => ({ amount, cumulativeAmount });

describe("claimsPerShare", () => {
  it("gives each share the claim that paid it, one claim per period", () => {
    const first = claim(7n, 7n);
    const second = claim(3n, 10n);
    expect(claimsPerShare([7n, 3n], [first, second])).toEqual([[first], [second]]);
  });

  it("lists one claim under both shares it paid at once", () => {
    const both = claim(10n, 10n);
    expect(claimsPerShare([7n, 3n], [both])).toEqual([[both], [both]]);
  });

  it("leaves a share nothing has paid yet without a claim, and a share of 0 always", () => {
    const first = claim(7n, 7n);
    expect(claimsPerShare([7n, 0n, 3n], [first])).toEqual([[first], [], []]);
  });

  it("lists under a share every claim that paid part of it", () => {
    // A holder claimed between two roots that both added to the same period's slice (a kept leaf grown later).
    const part = claim(4n, 4n);
    const rest = claim(6n, 10n);
    expect(claimsPerShare([10n], [part, rest])).toEqual([[part, rest]]);
  });

  it("pays every unit of the claimed total to exactly one share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 1_000n }), { maxLength: 6 }),
        fc.array(fc.bigInt({ min: 1n, max: 1_000n }), { maxLength: 6 }),
        (shares, amounts) => {
          let total = 0n;
          const claims = amounts.map((amount) => {
            total += amount;
            return claim(amount, total);
          });
          const paid = claimsPerShare(shares, claims);
          let before = 0n;
          shares.forEach((share, i) => {
            // What the claims listed under share i paid inside its slice equals the part of it claimed.
            const [start, end] = [before, before + share];
            before = end;
            const overlap = (c: { amount: bigint; cumulativeAmount: bigint }) => {
              // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them)
              const from = c.cumulativeAmount - c.amount > start ? c.cumulativeAmount - c.amount : start;
              // biome-ignore lint/complexity/useMathMinMax: bigints (Math.min throws on them)
              const to = c.cumulativeAmount < end ? c.cumulativeAmount : end;
              return to > from ? to - from : 0n;
            };
            // Only claims that paid part of it are listed, and together they paid what was claimed of it.
            expect((paid[i] ?? []).every((c) => overlap(c) > 0n)).toBe(true);
            const inside = (paid[i] ?? []).reduce((sum, c) => sum + overlap(c), 0n);
            const claimed = total < start ? 0n : (total < end ? total : end) - start;
            expect(inside).toBe(claimed);
          });
        },
      ),
    );
  });
});
