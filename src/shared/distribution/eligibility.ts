import { m } from "@/paraglide/messages";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";

/**
 * Who receives PXL in a distribution round (issue 14): an investor whose identity is verified
 * (their latest KYC submission) and who has a primary wallet to receive it. The amount is
 * cumulative: every token the ledger credited them so far, so an investor left out of one round for
 * lack of KYC or a wallet receives everything in the first round after they qualify, and a claim
 * pays only what the previous roots did not.
 */
export type KycStanding = "none" | "pending" | "verified" | "rejected";

export const exclusionReasons = [
  "kyc_missing",
  "kyc_pending",
  "kyc_rejected",
  "no_wallet",
  "wallet_in_use",
] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];

/** What the investor reads on their dashboard: what is missing and what to do about it. */
export const exclusionText: Record<ExclusionReason, () => string> = {
  kyc_missing: m.distribution_exclusion_kyc_missing,
  kyc_pending: m.distribution_exclusion_kyc_pending,
  kyc_rejected: m.distribution_exclusion_kyc_rejected,
  no_wallet: m.distribution_exclusion_no_wallet,
  wallet_in_use: m.distribution_exclusion_wallet_in_use,
};

export type Eligibility =
  | { eligible: true; wallet: string }
  | { eligible: false; reasons: ExclusionReason[] };

/**
 * `walletInUse`: the primary wallet is the account of another investor's published leaf (they
 * unlinked it, this investor linked it). A distributor counts claims per account, so one account
 * carries one investor's leaf: the other must receive on another wallet.
 */
export function distributionEligibility(
  investor: { kycStatus: KycStanding; primaryWallet: string | null },
  walletInUse = false,
): Eligibility {
  const reasons: ExclusionReason[] = [];
  if (investor.kycStatus === "none") reasons.push("kyc_missing");
  if (investor.kycStatus === "pending") reasons.push("kyc_pending");
  if (investor.kycStatus === "rejected") reasons.push("kyc_rejected");
  if (!investor.primaryWallet) reasons.push("no_wallet");
  else if (walletInUse) reasons.push("wallet_in_use");
  if (reasons.length > 0 || !investor.primaryWallet) return { eligible: false, reasons };
  return { eligible: true, wallet: investor.primaryWallet };
}

/** A round's leaf amount: every micro-PXL credited so far, in PXL token units (exactly). */
export const cumulativeTokenUnits = (creditedMicroPxl: bigint) => microPxlToTokenUnits(creditedMicroPxl);

/**
 * What a new root adds for an account: its cumulative amount less the cumulative amount of the last
 * published root (0 when the account was in none). Cumulative amounts never go down: a credit is
 * never taken back, so a smaller one means the round is wrong and is refused.
 */
export function roundIncrement(cumulative: bigint, previousCumulative: bigint): bigint {
  if (cumulative < previousCumulative)
    throw new RangeError("a cumulative amount cannot be smaller than the one already published");
  return cumulative - previousCumulative;
}
