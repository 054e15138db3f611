import { BaseError, ContractFunctionRevertedError } from "viem";
import { m } from "@/paraglide/messages";

/**
 * The distributor's refusals, found by the check before the wallet is asked, in words for the holder.
 * Other errors (the wallet's own) are the caller's to describe.
 */
const refusals: Record<string, () => string> = {
  NothingToClaim: m.claim_refusal_nothing_to_claim,
  NotCurrentRoot: m.claim_refusal_not_current_root,
  InvalidProof: m.claim_refusal_invalid_proof,
  NoRootYet: m.claim_refusal_no_root_yet,
  ZeroAccount: m.claim_refusal_zero_account,
};

export function claimRefusalMessage(error: unknown): string | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return null;
  const name = reverted.data?.errorName;
  const known = name ? refusals[name] : undefined;
  if (known) return known();
  // No reason we know (a token's refusal, an empty revert): still the distributor's no, not the wallet's.
  return name ? m.claim_refusal_named({ name }) : m.claim_refusal_unnamed();
}
