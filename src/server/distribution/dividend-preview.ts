import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import type { Db } from "@/server/db/client";
import { oneAtATime } from "@/server/db/one-at-a-time";
import { queryRows } from "@/server/db/query-rows";
import { owedPeriods } from "@/server/distribution/dividend-catch-ups";
import { holdingsAt, holdingsSourceAt } from "@/server/distribution/holdings-at";
import {
  creditedInvestors,
  lastPublishedLeaves,
  type PublishedLeaf,
  publishedDividendTotals,
  type RoundInvestor,
  walletInUse,
} from "@/server/distribution/investors-for-rounds";
import { ensureReadThroughRecordDate } from "@/server/distribution/read-through";
import type { DividendPreview } from "@/shared/admin/dividends";
import { type CatchUp, catchUpShares } from "@/shared/distribution/dividend-catch-up";
import { type DividendPeriod, periodKey, recordDate } from "@/shared/distribution/dividend-period";
import { dividendPool, splitDividend } from "@/shared/distribution/dividend-shares";
import {
  distributionEligibility,
  type Eligibility,
  type ExclusionReason,
} from "@/shared/distribution/eligibility";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

/** The supply in the ledger's unit, so that holdings and supply are counted alike. */
const TOTAL_SUPPLY_MICRO_PXL = TOTAL_SUPPLY_PXL * MICRO;

export interface DividendPlan {
  period: DividendPeriod;
  recordDate: Date;
  profitMicroUsdt: bigint;
  poolMicroUsdt: bigint;
  remainderMicroUsdt: bigint;
  /**
   * Final payments made by the record date that no investor is credited with yet. Their tokens count
   * for nobody now, so their share (`shareMicroUsdt`, as one holding) is part of the remainder; the
   * first dividend round after one is credited adds it for its buyer (a catch-up). The console shows
   * this before the dividend is saved.
   */
  awaitingAttribution: { payments: number; heldMicroPxl: bigint; shareMicroUsdt: bigint };
  /** Σ of the holders' catch-ups: what this round adds for earlier periods, out of their remainders. */
  catchUpMicroUsdt: bigint;
  holders: Array<
    RoundInvestor & {
      heldMicroPxl: bigint;
      shareMicroUsdt: bigint;
      /** What this round adds for earlier periods whose holding grew since (`catchUpShares`). */
      catchUps: Array<Omit<CatchUp<string>, "id">>;
      catchUpMicroUsdt: bigint;
      /** The leaf's account; null for a holder who cannot be paid and has no published leaf. */
      account: string | null;
      /** Why the share cannot be paid now (empty when it can). */
      reasons: ExclusionReason[];
      /**
       * The leaf's cumulative amount: every share and catch-up so far when the holder can be paid;
       * their published leaf, unchanged, when they cannot (a new root must keep it); every share and
       * catch-up so far when neither.
       */
      cumulativeMicroUsdt: bigint;
    }
  >;
}

/**
 * Whether a holder's dividend shares can enter the next root, and if not why: the one rule for the
 * plan that keeps a share back and for the investor's page that says why it was kept.
 */
export const dividendEligibility = (
  investor: Pick<RoundInvestor, "userId" | "kycStatus" | "primaryWallet">,
  published: ReadonlyMap<string, PublishedLeaf>,
): Eligibility => distributionEligibility(investor, walletInUse(published, investor));

/**
 * A period's dividend as it would be now: the pool, each holder's share of it by what they held at
 * the record date (holdingsAt: from the ledger before the first PXL round, from the chain after),
 * the remainder. Every holder gets a share; one who cannot be paid yet (no verified KYC, no wallet)
 * keeps it, and since a leaf carries every share so far, it is paid with the first round after they
 * qualify. A holder with a published leaf who cannot be paid now keeps that leaf unchanged: a new
 * root replaces the old one. Holders of earlier
 * published periods are listed too (with no share of this one) so that their waiting shares join it,
 * and so is anyone owed a catch-up for an earlier period (`catchUpShares`): a payment made by its
 * record date and credited since earns its buyer that period's share now, out of its remainder.
 * Throws ChainNotReadThroughError while the indexers the holdings come from have not read the chain
 * through the record date: a plan from incomplete data would pay the wrong shares.
 */
export async function planDividend(
  db: Db,
  { period, profitMicroUsdt }: { period: DividendPeriod; profitMicroUsdt: bigint },
): Promise<DividendPlan> {
  const at = recordDate(period);
  // One answer for both: the check must be about the indexers the holdings are then read from.
  const source = await holdingsSourceAt(db, at);
  await ensureReadThroughRecordDate(db, period, source);
  const [holdings, investors, published, earlier, unattributed, owed] = await oneAtATime([
    () => holdingsAt(db, at, source),
    () => creditedInvestors(db),
    () => lastPublishedLeaves(db, "dividend"),
    () => publishedDividendTotals(db),
    () => awaitingAttributionAt(db, at),
    () => owedPeriods(db, periodKey(period)),
  ]);
  const byUser = new Map(investors.map((investor) => [investor.userId, investor]));
  const catchUpsOf = new Map<string, Array<Omit<CatchUp<string>, "id">>>();
  for (const { id, ...catchUp } of catchUpShares(owed, TOTAL_SUPPLY_MICRO_PXL))
    catchUpsOf.set(id, [...(catchUpsOf.get(id) ?? []), catchUp]);
  const held = new Map(holdings.map((h) => [h.userId, h.heldMicroPxl]));
  for (const userId of [...earlier.keys(), ...catchUpsOf.keys()]) if (!held.has(userId)) held.set(userId, 0n);

  const pool = dividendPool(profitMicroUsdt);
  const split = splitDividend(
    pool,
    [...held].map(([id, amount]) => ({ id, held: amount })),
    TOTAL_SUPPLY_MICRO_PXL,
  );
  const holders = split.shares.map(({ id, held: heldMicroPxl, share }) => {
    const investor = byUser.get(id);
    // A holding at the record date is part of the investor's credited tokens: the ledger only adds.
    if (!investor) throw new Error(`holder ${id} has no credited tokens`);
    const eligibility = dividendEligibility(investor, published);
    const leaf = published.get(id);
    const catchUps = catchUpsOf.get(id) ?? [];
    const catchUp = sum(catchUps.map((c) => c.amount));
    const owed = (earlier.get(id) ?? 0n) + share + catchUp;
    const base = { ...investor, heldMicroPxl, shareMicroUsdt: share, catchUps, catchUpMicroUsdt: catchUp };
    if (eligibility.eligible)
      return {
        ...base,
        account: getAddress(leaf?.account ?? eligibility.wallet),
        reasons: [],
        cumulativeMicroUsdt: owed,
      };
    return {
      ...base,
      account: leaf ? getAddress(leaf.account) : null,
      reasons: eligibility.reasons,
      cumulativeMicroUsdt: leaf ? leaf.cumulativeAmount : owed,
    };
  });
  holders.sort((a, b) =>
    a.heldMicroPxl === b.heldMicroPxl
      ? a.email.localeCompare(b.email)
      : a.heldMicroPxl > b.heldMicroPxl
        ? -1
        : 1,
  );
  const [unattributedShare] = splitDividend(
    pool,
    [{ id: "awaiting attribution", held: unattributed.heldMicroPxl }],
    TOTAL_SUPPLY_MICRO_PXL,
  ).shares;
  return {
    period,
    recordDate: at,
    profitMicroUsdt,
    poolMicroUsdt: pool,
    remainderMicroUsdt: split.remainder,
    catchUpMicroUsdt: sum(holders.map((h) => h.catchUpMicroUsdt)),
    awaitingAttribution: { ...unattributed, shareMicroUsdt: unattributedShare?.share ?? 0n },
    holders,
  };
}

/** The ledger's entries credited to nobody yet whose payment's block time is at or before `at`. */
async function awaitingAttributionAt(db: Db, at: Date) {
  const [row] = await queryRows<{ payments: number; held: string }>(
    db,
    sql`select count(*)::int as payments, coalesce(sum(l.tokens_micro_pxl), 0)::text as held
        from ledger_entries l
        join payments p on p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
        where l.user_id is null and l.tokens_micro_pxl > 0 and p.block_time <= ${at.toISOString()}::timestamptz`,
  );
  return { payments: row?.payments ?? 0, heldMicroPxl: BigInt(row?.held ?? "0") };
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export function dividendPreviewJson(plan: DividendPlan): DividendPreview {
  return {
    period: periodKey(plan.period),
    recordDate: plan.recordDate.toISOString(),
    profitMicroUsdt: plan.profitMicroUsdt.toString(),
    poolMicroUsdt: plan.poolMicroUsdt.toString(),
    totalSupplyMicroPxl: TOTAL_SUPPLY_MICRO_PXL.toString(),
    perPxlMicroUsdt: (plan.poolMicroUsdt / TOTAL_SUPPLY_PXL).toString(),
    holders: plan.holders.map((h) => ({
      userId: h.userId,
      email: h.email,
      firstName: h.firstName,
      lastName: h.lastName,
      kycStatus: h.kycStatus,
      heldMicroPxl: h.heldMicroPxl.toString(),
      shareMicroUsdt: h.shareMicroUsdt.toString(),
      catchUps: h.catchUps.map((c) => ({
        period: c.period,
        heldMicroPxl: c.held.toString(),
        amountMicroUsdt: c.amount.toString(),
      })),
      catchUpMicroUsdt: h.catchUpMicroUsdt.toString(),
      account: h.account,
      reasons: h.reasons,
      cumulativeMicroUsdt: h.cumulativeMicroUsdt.toString(),
    })),
    awaitingAttribution: {
      payments: plan.awaitingAttribution.payments,
      heldMicroPxl: plan.awaitingAttribution.heldMicroPxl.toString(),
      shareMicroUsdt: plan.awaitingAttribution.shareMicroUsdt.toString(),
    },
    totals: {
      holders: plan.holders.length,
      heldMicroPxl: sum(plan.holders.map((h) => h.heldMicroPxl)).toString(),
      sharesMicroUsdt: sum(plan.holders.map((h) => h.shareMicroUsdt)).toString(),
      remainderMicroUsdt: plan.remainderMicroUsdt.toString(),
      catchUpMicroUsdt: plan.catchUpMicroUsdt.toString(),
      payableMicroUsdt: sum(
        plan.holders.filter((h) => h.reasons.length === 0).map((h) => h.shareMicroUsdt + h.catchUpMicroUsdt),
      ).toString(),
    },
  };
}
