/** A claim as the distributor's `Claimed` event tells it: what it paid, and the account's total after it. */
export interface CumulativeClaim {
  amount: bigint;
  cumulativeAmount: bigint;
}

/**
 * Which claims paid each of an account's shares, shares in the order they entered its leaf (the
 * dividends in their order of publication), claims in chain order. A leaf is cumulative: share i is
 * the slice (s₀ + … + sᵢ₋₁, s₀ + … + sᵢ] of everything the account may claim, and a claim paid the
 * slice (cumulativeAmount − amount, cumulativeAmount]. A claim pays every share whose slice it
 * overlaps, so one claim after two published dividends pays both, and a share is listed under the
 * claim that paid it whatever the period. A share of 0 is paid by nothing.
 */
export function claimsPerShare<C extends CumulativeClaim>(
  shares: readonly bigint[],
  claims: readonly C[],
): C[][] {
  let before = 0n;
  return shares.map((share) => {
    const start = before;
    const end = before + share;
    before = end;
    if (share === 0n) return [];
    return claims.filter(
      (claim) => claim.cumulativeAmount - claim.amount < end && claim.cumulativeAmount > start,
    );
  });
}
