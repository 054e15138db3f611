import { useRef } from "react";
import type { HolderClaim } from "@/shared/distribution/holder-claims";

/**
 * Whether to keep drawing the claim flow for `claim`, and for how much: while something is claimable,
 * and afterwards for the same claim, so the flow that just claimed stays on screen with its amount and
 * transaction once the refreshed figures say nothing is left.
 */
export function useKeepClaim(
  claim: HolderClaim | null,
  claimableUnits: string,
): { keep: boolean; claimableUnits: string } {
  const kept = useRef<{ key: string; claimableUnits: string } | null>(null);
  const key = claim ? `${claim.roundId}:${claim.account}:${claim.cumulativeAmount}` : null;
  if (key && BigInt(claimableUnits) > 0n) kept.current = { key, claimableUnits };
  if (key !== null && kept.current?.key === key)
    return { keep: true, claimableUnits: kept.current.claimableUnits };
  return { keep: false, claimableUnits };
}
