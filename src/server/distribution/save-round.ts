import { and, eq } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { distributionRoundEntries, distributionRounds, dividendCatchUps } from "@/server/db/schema";
import { planDistribution } from "@/server/distribution/distribution-preview";
import { planDividend } from "@/server/distribution/dividend-preview";
import { ChainNotReadThroughError } from "@/server/distribution/read-through";
import { takeRoundTurn, turnTime } from "@/server/distribution/round-store";
import type { DividendRequest } from "@/shared/admin/dividends";
import { periodKey } from "@/shared/distribution/dividend-period";

type Operator = Extract<Actor, { userId: string }>;
export interface SavedRound {
  id: string;
  entries: number;
  totalAmount: string;
}

const ROWS_PER_INSERT = 500;

/** A round's rows (entries, catch-ups) in batches: one statement per row would take minutes at scale. */
async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * Saves the next PXL round as a draft: the preview computed again inside the transaction, in turn
 * with publications (what is saved is what the ledger and the published rounds say at that moment,
 * not what a browser sent back), its eligible investors' leaves (and the published leaves of those
 * excluded now, kept), and the audit row, together or not at all.
 */
export async function saveDistributionRound(db: Db, operator: Operator, reason: string): Promise<SavedRound> {
  return db.transaction(async (tx) => {
    await takeRoundTurn(tx, "pxl");
    const plan = await planDistribution(tx);
    const totalAmount = plan.eligible.reduce((sum, e) => sum + e.amountUnits, 0n);
    const [round] = await tx
      .insert(distributionRounds)
      .values({ kind: "pxl", totalAmount, reason, createdBy: operator.userId, createdAt: turnTime })
      .returning({ id: distributionRounds.id });
    if (!round) throw new Error("the round was not stored");
    await inBatches(
      [
        ...plan.eligible.map((e) => ({
          roundId: round.id,
          userId: e.userId,
          accountAddress: e.account,
          cumulativeAmount: e.cumulativeUnits,
          amount: e.amountUnits,
        })),
        ...plan.excluded.flatMap((e) =>
          e.keptLeaf
            ? [
                {
                  roundId: round.id,
                  userId: e.userId,
                  accountAddress: e.keptLeaf.account,
                  cumulativeAmount: e.keptLeaf.cumulativeAmount,
                  amount: 0n,
                },
              ]
            : [],
        ),
      ],
      (batch) => tx.insert(distributionRoundEntries).values(batch),
    );
    await recordAudit(tx, operator, {
      action: "distribution_round_saved",
      subject: `PXL round ${round.id}`,
      details: {
        roundId: round.id,
        reason,
        eligible: plan.eligible.length,
        excluded: plan.excluded.length,
        totalAmountUnits: totalAmount.toString(),
      },
    });
    const kept = plan.excluded.filter((e) => e.keptLeaf).length;
    return { id: round.id, entries: plan.eligible.length + kept, totalAmount: totalAmount.toString() };
  });
}

export type SaveDividendResult =
  | ({ status: "saved" } & SavedRound)
  | { status: "period_published"; period: string }
  | { status: "not_read_through"; message: string };

/**
 * Saves a period's dividend as a draft: pool, remainder and every holder's share (those who cannot
 * be paid yet without an account), with its audit row. A period whose dividend is already published
 * gets no new draft: it could never be published (one per period), and the period is paid. Nor does
 * one whose record date the indexers have not read through yet (see planDividend). Computed in turn
 * with publications, as the PXL round is.
 */
export async function saveDividendRound(
  db: Db,
  operator: Operator,
  request: DividendRequest,
): Promise<SaveDividendResult> {
  return db.transaction(async (tx): Promise<SaveDividendResult> => {
    await takeRoundTurn(tx, "dividend");
    const key = periodKey(request.period);
    const [published] = await tx
      .select({ id: distributionRounds.id })
      .from(distributionRounds)
      .where(
        and(
          eq(distributionRounds.kind, "dividend"),
          eq(distributionRounds.period, key),
          eq(distributionRounds.status, "published"),
        ),
      );
    if (published) return { status: "period_published", period: key };
    let plan: Awaited<ReturnType<typeof planDividend>>;
    try {
      plan = await planDividend(tx, { period: request.period, profitMicroUsdt: request.profit });
    } catch (error) {
      if (error instanceof ChainNotReadThroughError)
        return { status: "not_read_through", message: error.message };
      throw error;
    }
    // What the round adds to the distributor's obligations: this period's shares and the catch-ups.
    const totalAmount = plan.poolMicroUsdt - plan.remainderMicroUsdt + plan.catchUpMicroUsdt;
    const period = periodKey(plan.period);
    const [round] = await tx
      .insert(distributionRounds)
      .values({
        kind: "dividend",
        period,
        recordDate: plan.recordDate,
        profit: plan.profitMicroUsdt,
        pool: plan.poolMicroUsdt,
        remainder: plan.remainderMicroUsdt,
        totalAmount,
        reason: request.reason,
        createdBy: operator.userId,
        createdAt: turnTime,
      })
      .returning({ id: distributionRounds.id });
    if (!round) throw new Error("the round was not stored");
    await inBatches(
      plan.holders.map((h) => ({
        roundId: round.id,
        userId: h.userId,
        accountAddress: h.account,
        heldMicroPxl: h.heldMicroPxl,
        cumulativeAmount: h.cumulativeMicroUsdt,
        amount: h.shareMicroUsdt,
      })),
      (batch) => tx.insert(distributionRoundEntries).values(batch),
    );
    const catchUps = plan.holders.flatMap((h) =>
      h.catchUps.map((c) => ({
        roundId: round.id,
        userId: h.userId,
        period: c.period,
        heldMicroPxl: c.held,
        amount: c.amount,
      })),
    );
    await inBatches(catchUps, (batch) => tx.insert(dividendCatchUps).values(batch));
    await recordAudit(tx, operator, {
      action: "dividend_round_saved",
      subject: `Dividend ${period}`,
      details: {
        roundId: round.id,
        period,
        reason: request.reason,
        profitMicroUsdt: plan.profitMicroUsdt.toString(),
        poolMicroUsdt: plan.poolMicroUsdt.toString(),
        remainderMicroUsdt: plan.remainderMicroUsdt.toString(),
        catchUpMicroUsdt: plan.catchUpMicroUsdt.toString(),
        holders: plan.holders.length,
      },
    });
    return {
      status: "saved",
      id: round.id,
      entries: plan.holders.length,
      totalAmount: totalAmount.toString(),
    };
  });
}
