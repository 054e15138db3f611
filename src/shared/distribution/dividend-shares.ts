import { DIVIDEND_SHARE_OF_PROFIT_PERCENT } from "@/shared/sale/rules";

/** The pool of a period: 10% of its profit, floored to the micro-USDT. Profit must be positive. */
export function dividendPool(profitMicroUsdt: bigint): bigint {
  if (profitMicroUsdt <= 0n) throw new RangeError("a dividend needs a positive profit");
  return (profitMicroUsdt * DIVIDEND_SHARE_OF_PROFIT_PERCENT) / 100n;
}

export interface Holding<Id> {
  id: Id;
  /** Tokens held at the record date, in the same unit as the total supply. */
  held: bigint;
}

export interface DividendSplit<Id> {
  shares: Array<{ id: Id; held: bigint; share: bigint }>;
  /** What the floors leave: pool − Σ shares. It stays with the academy and is shown. */
  remainder: bigint;
}

/**
 * Splits a pool among holders: each receives floor(held × pool / total supply), so every holder is
 * paid in proportion to the whole supply (the academy's own tokens take no share, they are simply
 * not in the list). Each floor loses less than one micro-USDT, so the remainder is below the number
 * of holders plus what tokens outside the list would have earned.
 */
export function splitDividend<Id>(
  poolMicroUsdt: bigint,
  holdings: ReadonlyArray<Holding<Id>>,
  totalSupply: bigint,
): DividendSplit<Id> {
  if (poolMicroUsdt < 0n) throw new RangeError("a pool cannot be negative");
  if (totalSupply <= 0n) throw new RangeError("the total supply must be positive");
  let held = 0n;
  for (const holding of holdings) {
    if (holding.held < 0n) throw new RangeError("a holding cannot be negative");
    held += holding.held;
  }
  // Holdings past the supply would pay out more than the pool: refuse instead of going negative.
  if (held > totalSupply) throw new RangeError("holdings exceed the total supply");
  const shares = holdings.map(({ id, held }) => ({ id, held, share: (held * poolMicroUsdt) / totalSupply }));
  const paid = shares.reduce((sum, s) => sum + s.share, 0n);
  return { shares, remainder: poolMicroUsdt - paid };
}
