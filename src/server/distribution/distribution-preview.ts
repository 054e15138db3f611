import { getAddress } from "viem";
import type { Db } from "@/server/db/client";
import { oneAtATime } from "@/server/db/one-at-a-time";
import {
  creditedInvestors,
  lastPublishedLeaves,
  type PublishedLeaf,
  type RoundInvestor,
  walletInUse,
} from "@/server/distribution/investors-for-rounds";
import type { DistributionPreview } from "@/shared/admin/distribution";
import {
  cumulativeTokenUnits,
  distributionEligibility,
  type ExclusionReason,
  exclusionText,
  roundIncrement,
} from "@/shared/distribution/eligibility";

export interface DistributionPlan {
  generatedAt: Date;
  eligible: Array<
    RoundInvestor & { account: string; cumulativeUnits: bigint; publishedUnits: bigint; amountUnits: bigint }
  >;
  /** `keptLeaf`: the leaf of an earlier published root, which every later root must keep. */
  excluded: Array<RoundInvestor & { reasons: ExclusionReason[]; keptLeaf: PublishedLeaf | null }>;
}

/**
 * The next PXL round as it would be now: every investor the ledger credited tokens, eligible (with
 * the account and the cumulative amount of their leaf) or excluded (with the reasons).
 *
 * Invariant: every leaf of the last published root is in the next one, with at least its amount. A
 * new root replaces the old one, so an investor who was in it and is excluded now (a new identity
 * check under review, a wallet unlinked) keeps their published leaf unchanged: what they were given
 * stays claimable, and only what is new waits for them to qualify again.
 */
export async function planDistribution(db: Db): Promise<DistributionPlan> {
  const [investors, published] = await oneAtATime([
    () => creditedInvestors(db),
    () => lastPublishedLeaves(db, "pxl"),
  ]);
  const plan: DistributionPlan = { generatedAt: new Date(), eligible: [], excluded: [] };
  for (const investor of investors) {
    const eligibility = distributionEligibility(investor, walletInUse(published, investor));
    if (!eligibility.eligible) {
      plan.excluded.push({
        ...investor,
        reasons: eligibility.reasons,
        keptLeaf: published.get(investor.userId) ?? null,
      });
      continue;
    }
    const leaf = published.get(investor.userId);
    const cumulativeUnits = cumulativeTokenUnits(investor.creditedMicroPxl);
    const publishedUnits = leaf?.cumulativeAmount ?? 0n;
    plan.eligible.push({
      ...investor,
      account: getAddress(leaf?.account ?? eligibility.wallet),
      cumulativeUnits,
      publishedUnits,
      amountUnits: roundIncrement(cumulativeUnits, publishedUnits),
    });
  }
  return plan;
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const identity = ({ userId, email, firstName, lastName, kycStatus }: RoundInvestor) => ({
  userId,
  email,
  firstName,
  lastName,
  kycStatus,
});

/** The plan as the API serves it: decimal strings, totals that add up the rows. */
export function distributionPreviewJson(plan: DistributionPlan): DistributionPreview {
  const eligibleMicroPxl = sum(plan.eligible.map((e) => e.creditedMicroPxl));
  const excludedMicroPxl = sum(plan.excluded.map((e) => e.creditedMicroPxl));
  return {
    generatedAt: plan.generatedAt.toISOString(),
    eligible: plan.eligible.map((e) => ({
      ...identity(e),
      account: e.account,
      creditedMicroPxl: e.creditedMicroPxl.toString(),
      cumulativeUnits: e.cumulativeUnits.toString(),
      publishedUnits: e.publishedUnits.toString(),
      amountUnits: e.amountUnits.toString(),
    })),
    excluded: plan.excluded.map((e) => ({
      ...identity(e),
      primaryWallet: e.primaryWallet ? getAddress(e.primaryWallet) : null,
      creditedMicroPxl: e.creditedMicroPxl.toString(),
      reasons: e.reasons,
      reasonTexts: e.reasons.map((reason) => exclusionText[reason]()),
      keptAccount: e.keptLeaf ? getAddress(e.keptLeaf.account) : null,
      keptUnits: (e.keptLeaf?.cumulativeAmount ?? 0n).toString(),
    })),
    totals: {
      investors: plan.eligible.length + plan.excluded.length,
      eligible: plan.eligible.length,
      excluded: plan.excluded.length,
      creditedMicroPxl: (eligibleMicroPxl + excludedMicroPxl).toString(),
      eligibleMicroPxl: eligibleMicroPxl.toString(),
      excludedMicroPxl: excludedMicroPxl.toString(),
      cumulativeUnits: sum([
        ...plan.eligible.map((e) => e.cumulativeUnits),
        ...plan.excluded.map((e) => e.keptLeaf?.cumulativeAmount ?? 0n),
      ]).toString(),
      amountUnits: sum(plan.eligible.map((e) => e.amountUnits)).toString(),
    },
  };
}
