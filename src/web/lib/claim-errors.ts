import { BaseError, ContractFunctionRevertedError } from "viem";

/**
 * The distributor's refusals, found by the check before the wallet is asked, in words for the holder.
 * Other errors (the wallet's own) are the caller's to describe.
 */
const refusals: Record<string, string> = {
  NothingToClaim: "Nothing left to claim: these tokens were already claimed for this account.",
  NotCurrentRoot:
    "A newer round has been published since this page loaded: reload it to claim with the current round.",
  InvalidProof: "The distributor does not accept this proof: it is not a leaf of the current round.",
  NoRootYet: "The distributor has no round yet.",
  ZeroAccount: "The zero address cannot claim.",
};

export function claimRefusalMessage(error: unknown): string | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return null;
  const name = reverted.data?.errorName;
  if (name && refusals[name]) return refusals[name];
  // No reason we know (a token's refusal, an empty revert): still the distributor's no, not the wallet's.
  return name
    ? `The distributor refused this claim (${name}), so nothing was sent.`
    : "The distributor refused this claim, so nothing was sent.";
}
