import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import {
  type DistributionChain,
  distributorFor,
  readDistributor,
} from "@/server/distribution/distributor-chain";
import { publishedCatchUps } from "@/server/distribution/dividend-grants";
import { currentRound } from "@/server/distribution/published-rounds";
import { type RoundKind, roundKinds } from "@/shared/admin/distribution-rounds";
import type { Reconciliation } from "@/shared/distribution/reconciliation";

type DistributorFigures = Reconciliation["distributors"][number];

async function reconcileDistributor(
  db: Db,
  chain: DistributionChain,
  kind: RoundKind,
): Promise<DistributorFigures | null> {
  const distributor = distributorFor(chain, kind);
  if (!distributor) return null;
  const round = await currentRound(db, kind);
  const claims = round?.tree.claims ?? [];
  const state = await readDistributor(
    chain.client,
    distributor,
    claims.map((c) => c.account),
  );
  let total = 0n;
  let claimed = 0n;
  let unclaimed = 0n;
  let overpaid = false;
  for (const claim of claims) {
    const paid = state.claimed.get(claim.account) ?? 0n;
    total += claim.cumulativeAmount;
    claimed += paid;
    // Cumulative amounts never go down, so an account past its leaf was paid from a root we never published.
    if (paid > claim.cumulativeAmount) overpaid = true;
    else unclaimed += claim.cumulativeAmount - paid;
  }
  return {
    kind,
    roundId: round?.id ?? null,
    totalUnits: total.toString(),
    claimedUnits: claimed.toString(),
    unclaimedUnits: unclaimed.toString(),
    balanceUnits: state.balance.toString(),
    balanced: !overpaid && claimed + unclaimed === total,
    funded: state.balance >= unclaimed,
  };
}

/**
 * Every published dividend: its shares and remainder against its pool, from the stored entries, and
 * what later published rounds added for it (catch-ups), which its remainder must cover.
 */
async function reconcileDividends(db: Db): Promise<Reconciliation["dividends"]> {
  const rows = await queryRows<{
    id: string;
    period: string;
    pool: string;
    remainder: string;
    shares: string;
    caught_up: string;
  }>(
    db,
    sql`select r.id, r.period, r.pool_micro_usdt::text as pool, r.remainder_micro_usdt::text as remainder,
               (select coalesce(sum(e.amount), 0) from distribution_round_entries e where e.round_id = r.id)::text as shares,
               (select coalesce(sum(c.amount), 0) from ${publishedCatchUps} c where c.period = r.period)::text as caught_up
        from distribution_rounds r
        where r.kind = 'dividend' and r.status = 'published'
        order by r.period`,
  );
  return rows.map((r) => ({
    roundId: r.id,
    period: r.period,
    poolMicroUsdt: r.pool,
    sharesMicroUsdt: r.shares,
    remainderMicroUsdt: r.remainder,
    caughtUpMicroUsdt: r.caught_up,
    balanced:
      BigInt(r.shares) + BigInt(r.remainder) === BigInt(r.pool) && BigInt(r.caught_up) <= BigInt(r.remainder),
  }));
}

/** The distribution's books: each distributor against the chain, each dividend against its pool. */
export async function reconcileRounds(db: Db, chain: DistributionChain): Promise<Reconciliation> {
  const distributors = await Promise.all(roundKinds.map((kind) => reconcileDistributor(db, chain, kind)));
  return {
    distributors: distributors.filter((d): d is DistributorFigures => d !== null),
    dividends: await reconcileDividends(db),
  };
}
