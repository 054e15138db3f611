import { type Holding, splitDividend } from "@/shared/distribution/dividend-shares";

/** A published dividend period as it is owed now, for `catchUpShares`. */
export interface OwedPeriod<Id> {
  period: string;
  pool: bigint;
  /** What each holder was given for the period so far: its share, and any catch-up added since. */
  given: ReadonlyMap<Id, bigint>;
  /**
   * What each holder held at its record date as the books say now (a payment made by then and
   * credited since counts for its buyer), in the order catch-ups are granted when room runs out.
   */
  held: ReadonlyArray<Holding<Id>>;
}

export interface CatchUp<Id> {
  id: Id;
  period: string;
  held: bigint;
  amount: bigint;
}

/**
 * What a later dividend round adds for earlier periods: a holder whose holding at a published period's
 * record date grew since (a payment made by then, attributed after the period was saved) is owed the
 * difference between floor(held × pool / supply) and what the period gave them. It comes out of that
 * period's remainder, which the academy kept, so the period never pays more than its pool: when
 * the remainder cannot cover every difference (only possible if someone's holding shrank since, whose
 * share is never taken back) the holders earlier in `held` are paid first and the rest wait.
 * A holder given as much as they are owed, or more, gets nothing: nothing is ever clawed back.
 */
export function catchUpShares<Id>(
  periods: ReadonlyArray<OwedPeriod<Id>>,
  totalSupply: bigint,
): Array<CatchUp<Id>> {
  const catchUps: Array<CatchUp<Id>> = [];
  for (const { period, pool, given, held } of periods) {
    let room = pool;
    for (const amount of given.values()) room -= amount;
    for (const { id, held: heldThen, share } of splitDividend(pool, held, totalSupply).shares) {
      const owed = share - (given.get(id) ?? 0n);
      const amount = owed < room ? owed : room;
      if (amount <= 0n) continue;
      room -= amount;
      catchUps.push({ id, period, held: heldThen, amount });
    }
  }
  return catchUps;
}
