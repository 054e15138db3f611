import { z } from "zod";
import { roundKinds } from "@/shared/admin/distribution-rounds";
import { unitsString } from "@/shared/admin/table-query";
import { addressSchema, hashSchema } from "@/shared/chain/hex-schemas";
import { holderClaimSchema } from "@/shared/distribution/holder-claims";

const address = addressSchema();
const bytes32 = hashSchema();

/**
 * One holder of a published round as the chain has it now. Amounts in the distributor token's base
 * units (PXL token units, or micro-USDT), for the account's leaf in the distributor's *current* root:
 * that leaf is what a claim pays, whichever round the console shows.
 */
export const roundHolderSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  account: address,
  cumulativeAmount: unitsString,
  /** `cumulativeClaimed(account)` on the distributor. */
  claimedUnits: unitsString,
  /** cumulativeAmount − claimedUnits ("0" once claimed; never negative). */
  unclaimedUnits: unitsString,
  /**
   * What `claim(account, cumulativeAmount, root, proof)` needs; anyone may send it and the tokens go to
   * `account`. Null when the current root has no leaf for the account.
   */
  claim: holderClaimSchema.nullable(),
});
export type RoundHolder = z.infer<typeof roundHolderSchema>;

/**
 * GET /api/admin/distribution/rounds/:id/holders (and /api/admin/dividends/...): every account of a
 * published round with what it has claimed and what is left, read from the chain at `blockNumber`.
 */
export const roundHoldersSchema = z.object({
  roundId: z.uuid(),
  kind: z.enum(roundKinds),
  /** The distributor's current round in our records: the one whose leaves and proofs are given. */
  currentRoundId: z.uuid(),
  chainId: z.number().int().positive(),
  distributor: address,
  token: address,
  /** The current round's root, which every claim names. */
  root: bytes32,
  /** The root on chain now; a different one means claims with `root` would be refused. */
  chainRoot: bytes32.nullable(),
  blockNumber: unitsString,
  totals: z.object({ cumulative: unitsString, claimed: unitsString, unclaimed: unitsString }),
  holders: z.array(roundHolderSchema),
});
export type RoundHolders = z.infer<typeof roundHoldersSchema>;

/**
 * What a published round's CSV adds to its columns (src/shared/admin/distribution-rounds.ts): each
 * account's claims as the chain had them at the export, against the distributor's current root. Empty
 * for drafts and entries without an account.
 */
export const roundCsvClaimColumns = [
  "claimed",
  "claimed_base_units",
  "unclaimed",
  "unclaimed_base_units",
] as const;
