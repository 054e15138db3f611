import type { HolderClaim, PublicRound } from "@/shared/distribution/holder-claims";

export interface ClaimSlotProps {
  claim: HolderClaim;
  /** The button's words: "Claim 391.23 PXL". */
  label: string;
  /** What is claimed, for the outcome: "391.23 PXL". */
  what: string;
  explorerTxUrl: string | null;
}

/**
 * Draws the claim flow for a claim. The page hands it in: the flow needs the site's wallet setup,
 * which belongs to another feature (src/web/app/distribution/claim-slot.tsx).
 */
export type ClaimRenderer = (props: ClaimSlotProps) => React.ReactNode;

/**
 * One leaf of a published round. Its amount is cumulative, and what a claim pays (the amount less what
 * the account has claimed) is known only once the distributor is read, so the slot words the button
 * for that amount when it has it.
 */
export interface LeafClaimSlotProps {
  claim: HolderClaim;
  kind: PublicRound["kind"];
  /** The button's words for the amount left: "Claim 91.23 PXL for this account". */
  label: (amount: string) => string;
  explorerTxUrl: string | null;
}

/** Draws the claim of one leaf of a round (src/web/app/distribution/public-claim-slot.tsx). */
export type LeafClaimRenderer = (props: LeafClaimSlotProps) => React.ReactNode;
