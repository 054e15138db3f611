import type { HolderClaim } from "@/shared/distribution/holder-claims";

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
