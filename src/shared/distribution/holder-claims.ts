import { z } from "zod";
import { unitsString } from "@/shared/admin/table-query";
import { addressSchema, hashSchema } from "@/shared/chain/hex-schemas";
import { exclusionReasons } from "@/shared/distribution/eligibility";

const address = addressSchema();
const bytes32 = hashSchema();

/**
 * Everything a wallet needs to send `claim(account, cumulativeAmount, root, proof)` to a distributor.
 * Anyone may send it; the tokens always go to `account`.
 */
export const holderClaimSchema = z.object({
  roundId: z.uuid(),
  chainId: z.number().int().positive(),
  distributor: address,
  token: address,
  root: bytes32,
  account: address,
  cumulativeAmount: unitsString,
  proof: z.array(bytes32),
});
export type HolderClaim = z.infer<typeof holderClaimSchema>;

/** On chain now: what `account` has claimed from the distributor, and what it can still claim. */
const onChain = {
  claimedUnits: unitsString,
  /** cumulativeAmount − claimedUnits ("0" once claimed). */
  claimableUnits: unitsString,
};

/**
 * A claim transaction the indexer has seen on chain (the distributor's `Claimed` event), so that the
 * investor finds it again after a reload, whoever sent it.
 */
export const claimTransactionSchema = z.object({
  txHash: bytes32,
  /** What this transaction paid the account, in the token's base units (one dividend claim can pay several periods). */
  amountUnits: unitsString,
  /** Everything the account had claimed from the distributor after it. */
  cumulativeUnits: unitsString,
  blockTime: z.iso.datetime({ offset: true }),
  /** At or below the finalized block: no reorganisation can undo it. Until then the claim may still vanish. */
  final: z.boolean(),
});
export type ClaimTransaction = z.infer<typeof claimTransactionSchema>;

/** A period's dividend share as the investor reads it. */
const dividendShare = {
  period: z.string(),
  recordDate: z.iso.datetime({ offset: true }),
  /** This period's share in micro-USDT, or what a later round added for it (`addedWith`). */
  amountMicroUsdt: unitsString,
  /**
   * The period of the later dividend round that added this amount for `period`: a payment made by its
   * record date was credited after it was published (a catch-up). Null for the period's own share.
   */
  addedWith: z.string().nullable(),
  /** The claims that paid (part of) this period's share, oldest first; one may pay several periods. */
  claimTransactions: z.array(claimTransactionSchema),
};

/**
 * GET /api/distribution/mine: the signed-in investor's PXL and dividends. PXL amounts in token units
 * (18 decimals), dividends in micro-USDT.
 */
export const myDistributionSchema = z.object({
  pxl: z.discriminatedUnion("status", [
    /** Not in any published round yet, and why ("Verify your identity to receive PXL"...). */
    z.object({
      status: z.literal("not_eligible"),
      creditedMicroPxl: unitsString,
      reasons: z.array(z.enum(exclusionReasons)).min(1),
      reasonTexts: z.array(z.string()).min(1),
    }),
    /** Eligible (or credited more since the last round) and waiting for the next published round. */
    z.object({ status: z.literal("waiting"), creditedMicroPxl: unitsString }),
    /** In a published round: claim with `claim` (claimable > 0) or already claimed (claimable = 0). */
    z.object({
      status: z.literal("published"),
      creditedMicroPxl: unitsString,
      claim: holderClaimSchema,
      ...onChain,
      /** The account's PXL balance on chain. */
      balanceUnits: unitsString,
      /** Tokens credited since the published round, which the next round will add ("0" when none). */
      waitingUnits: unitsString,
      /** The account's claims from the PXL distributor, oldest first. */
      claimTransactions: z.array(claimTransactionSchema),
    }),
  ]),
  /** One per published dividend round the investor is in, newest first. */
  dividends: z.array(
    z.discriminatedUnion("status", [
      /** The current root's leaf carries the share: claim it with `claim` (claimable > 0) or already claimed. */
      z.object({
        status: z.literal("in_leaf"),
        ...dividendShare,
        /** The cumulative claim of the distributor's current root for this account. */
        claim: holderClaimSchema,
        /** The whole leaf's state on chain, the same for every period in it. */
        ...onChain,
        /**
         * This period's own standing: its slice of the cumulative leaf (the shares before it in order of
         * publication, then its own) is wholly within what the account has claimed on chain.
         */
        claimed: z.boolean(),
      }),
      /**
       * Kept for the holder: no root pays it yet (their leaf, if any, stops before it), so nothing can
       * be claimed for it. `reasons` says what they must do first; none: the next round adds it.
       */
      z.object({
        status: z.literal("held_back"),
        ...dividendShare,
        reasons: z.array(z.enum(exclusionReasons)),
        claim: z.null(),
        claimedUnits: z.literal("0"),
        claimableUnits: z.literal("0"),
      }),
    ]),
  ),
});
export type MyDistribution = z.infer<typeof myDistributionSchema>;

/**
 * GET /api/rounds/:id (public, no sign-in): a published round as anyone can check it: the root the
 * owner set, the transaction that set it, and every leaf with its proof. `tree` is OpenZeppelin's
 * StandardMerkleTree dump: `StandardMerkleTree.load(tree)` rebuilds it and verifies every node.
 */
export const publicRoundSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["pxl", "dividend"]),
  period: z.string().nullable(),
  recordDate: z.iso.datetime({ offset: true }).nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  chainId: z.number().int().positive(),
  distributor: address,
  token: address,
  root: bytes32,
  setRootTxHash: bytes32,
  /** Sum of the leaves' cumulative amounts. */
  totalAmount: unitsString,
  leaves: z.array(z.object({ account: address, cumulativeAmount: unitsString, proof: z.array(bytes32) })),
  tree: z.object({ format: z.literal("standard-v1") }).passthrough(),
});
export type PublicRound = z.infer<typeof publicRoundSchema>;
