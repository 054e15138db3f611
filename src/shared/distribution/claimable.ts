/**
 * What a cumulative leaf still pays: its amount less what the account has already claimed from the
 * distributor, never below zero (a later root may keep a leaf the account claimed in full). The
 * dashboard's figure (holder-distribution.ts) and the round page's wallet claim use this one rule.
 */
export const claimableUnits = (cumulativeAmount: bigint, claimedUnits: bigint): bigint =>
  cumulativeAmount > claimedUnits ? cumulativeAmount - claimedUnits : 0n;
