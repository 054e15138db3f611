import { z } from "zod";
import { roundKinds } from "@/shared/admin/distribution-rounds";
import { unitsString } from "@/shared/admin/table-query";

/**
 * GET /api/admin/distribution/reconciliation: each distributor's current round against the chain, and
 * every published dividend's arithmetic. Amounts in the distributor token's base units.
 */
export const distributorReconciliationSchema = z.object({
  kind: z.enum(roundKinds),
  /** null before the distributor's first published round (every figure then "0"). */
  roundId: z.uuid().nullable(),
  /** Σ of the current root's cumulative amounts: everything the distributor owes, claimed or not. */
  totalUnits: unitsString,
  /** Σ of what the accounts of the root have claimed (the chain's cumulativeClaimed). */
  claimedUnits: unitsString,
  /** total − claimed, account by account. */
  unclaimedUnits: unitsString,
  balanceUnits: unitsString,
  /** claimed + unclaimed = total, and no account claimed more than its leaf allows. */
  balanced: z.boolean(),
  /** The distributor holds every unclaimed amount. */
  funded: z.boolean(),
});

export const reconciliationSchema = z.object({
  distributors: z.array(distributorReconciliationSchema),
  dividends: z.array(
    z.object({
      roundId: z.uuid(),
      period: z.string(),
      poolMicroUsdt: unitsString,
      sharesMicroUsdt: unitsString,
      remainderMicroUsdt: unitsString,
      /** What later published rounds added for this period (catch-ups), out of its remainder. */
      caughtUpMicroUsdt: unitsString,
      /** shares + remainder = pool, to the micro-USDT, and the catch-ups fit in the remainder. */
      balanced: z.boolean(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
