import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { publishedCatchUps } from "@/server/distribution/dividend-grants";
import { holdingsAt, holdingsSourceAt } from "@/server/distribution/holdings-at";
import type { OwedPeriod } from "@/shared/distribution/dividend-catch-up";

/**
 * Every published dividend period but `except`, as owed now (`catchUpShares`): its pool, what each
 * holder was given for it (their entry's share and the catch-ups of published rounds), and what each
 * held at its record date by today's books. A payment made by a record date and attributed after the
 * period was saved shows here as a holding that grew.
 */
export async function owedPeriods(db: Db, except: string): Promise<OwedPeriod<string>[]> {
  const rows = await queryRows<{
    period: string;
    record_date: Date | string;
    pool: string;
    user_id: string | null;
    given: string | null;
  }>(
    db,
    sql`select r.period, r.record_date, r.pool_micro_usdt::text as pool, g.user_id, sum(g.amount)::text as given
        from distribution_rounds r
        left join lateral (
          select e.user_id, e.amount from distribution_round_entries e where e.round_id = r.id
          union all
          select c.user_id, c.amount from ${publishedCatchUps} c where c.period = r.period
        ) g on true
        where r.kind = 'dividend' and r.status = 'published' and r.period <> ${except}
        group by r.period, r.record_date, r.pool_micro_usdt, g.user_id
        order by r.period`,
  );
  const periods = new Map<string, { at: Date; pool: bigint; given: Map<string, bigint> }>();
  for (const row of rows) {
    const period = periods.get(row.period) ?? {
      at: new Date(row.record_date),
      pool: BigInt(row.pool),
      given: new Map<string, bigint>(),
    };
    if (row.user_id !== null) period.given.set(row.user_id, BigInt(row.given ?? "0"));
    periods.set(row.period, period);
  }
  // One period after another: planning a dividend runs this inside its transaction (one-at-a-time.ts).
  const owed = [];
  for (const [period, { at, pool, given }] of periods) {
    const held = await holdingsAt(db, at, await holdingsSourceAt(db, at));
    owed.push({ period, pool, given, held: held.map((h) => ({ id: h.userId, held: h.heldMicroPxl })) });
  }
  return owed;
}
