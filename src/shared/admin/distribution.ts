import { z } from "zod";
import { kycStatuses } from "@/shared/admin/investors";
import { unitsString } from "@/shared/admin/table-query";
import { exclusionReasons } from "@/shared/distribution/eligibility";

/** Why a round exists and the document it rests on; kept with the round and in the audit log. */
export const roundReason = z
  .string({ error: "Say why this round is made, with its document reference." })
  .trim()
  .min(10, "The reason must be at least 10 characters: say why, with the document reference.")
  .max(500, "The reason must be at most 500 characters.");

/** POST /api/admin/distribution/rounds: a draft PXL round from the current preview. */
export const distributionRoundRequestSchema = z.object({ reason: roundReason });
export type DistributionRoundRequest = z.infer<typeof distributionRoundRequestSchema>;

const investorFields = {
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kycStatus: z.enum(kycStatuses),
};

/**
 * GET /api/admin/distribution/preview. Token amounts of the round are PXL token units (18
 * decimals, as the leaves); what the ledger credited is micro-PXL. Every amount is a decimal string.
 */
export const distributionPreviewSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  eligible: z.array(
    z.object({
      ...investorFields,
      /** The leaf's account: the primary wallet, or the account of the investor's earlier published leaf. */
      account: z.string(),
      creditedMicroPxl: unitsString,
      cumulativeUnits: unitsString,
      /** The cumulative amount of the last published root for this account (0 when none). */
      publishedUnits: unitsString,
      /** What this round adds: cumulative − published. */
      amountUnits: unitsString,
    }),
  ),
  excluded: z.array(
    z.object({
      ...investorFields,
      primaryWallet: z.string().nullable(),
      creditedMicroPxl: unitsString,
      reasons: z.array(z.enum(exclusionReasons)).min(1),
      /** The reasons as the investor reads them ("Verify your identity to receive PXL"). */
      reasonTexts: z.array(z.string()).min(1),
      /** Their leaf of the last published root, kept unchanged in the next one (null, "0" when none). */
      keptAccount: z.string().nullable(),
      keptUnits: unitsString,
    }),
  ),
  totals: z.object({
    investors: z.number().int().min(0),
    eligible: z.number().int().min(0),
    excluded: z.number().int().min(0),
    creditedMicroPxl: unitsString,
    eligibleMicroPxl: unitsString,
    excludedMicroPxl: unitsString,
    /** Σ of the round's leaves: the eligible investors' and the kept ones. */
    cumulativeUnits: unitsString,
    amountUnits: unitsString,
  }),
});
export type DistributionPreview = z.infer<typeof distributionPreviewSchema>;
