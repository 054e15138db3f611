import type { HolderClaim } from "@/shared/distribution/holder-claims";
import type { MinedClaim } from "@/shared/distribution/mined-claim";

type Hash = `0x${string}`;

/**
 * What claiming on a holder's behalf needs of a wallet: the operator's wagmi wallet in the console
 * (holders-wallet.tsx), a fake one in tests.
 */
export interface ClaimWallet {
  /**
   * Checks the claim against the distributor (a claim it would refuse never reaches the wallet), calls
   * `onAsked` as the wallet is asked, and resolves with the hash once the wallet sent it; throws when
   * the check or the wallet refused.
   */
  send: (claim: HolderClaim, onAsked: () => void) => Promise<Hash>;
  /**
   * Resolves once mined, under its final hash (a "speed up" replaces it), with what it did for
   * `claim` (minedClaim). Throws on trouble reaching the network, which is asked again.
   */
  receipt: (hash: Hash, claim: HolderClaim) => Promise<{ hash: Hash; outcome: MinedClaim }>;
  /** Why it was not sent, in words, and whether the operator said no in the wallet. */
  refusal: (error: unknown) => { declined: boolean; message: string };
}
