import { useQuery } from "@tanstack/react-query";
import { useConfig, useConnection } from "wagmi";
import { readContract } from "wagmi/actions";
import { claimableUnits } from "@/shared/distribution/claimable";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { HolderClaim } from "@/shared/distribution/holder-claims";

type Hash = `0x${string}`;

/** Every read of what an account has claimed from a distributor: a mined claim asks them again (use-claim.ts). */
export const claimedKey = ["distribution", "claimed"] as const;

export type Claimable =
  /** Not read: no wallet is connected, or it is on another network (a visitor reads through it). */
  | { status: "unread" }
  | { status: "reading" }
  | { status: "failed"; error: unknown; retry: () => void }
  | { status: "read"; claimedUnits: bigint; claimableUnits: bigint };

/**
 * What `claim` would pay now: the distributor's `cumulativeClaimed(account)`, read through the
 * connected wallet's config, taken from the leaf's cumulative amount. Only read while a wallet is
 * connected to the claim's network, since a visitor's config reads through that wallet.
 */
export function useClaimable(claim: HolderClaim | null): Claimable {
  const config = useConfig();
  const connection = useConnection();
  const readable =
    claim !== null && connection.status === "connected" && connection.chainId === claim.chainId;
  const query = useQuery({
    queryKey: [...claimedKey, claim?.chainId, claim?.distributor, claim?.account],
    queryFn: () => {
      if (!claim) throw new Error("No claim to read");
      return readContract(config, {
        address: claim.distributor as Hash,
        abi: merkleDistributorAbi,
        functionName: "cumulativeClaimed",
        args: [claim.account as Hash],
        chainId: claim.chainId,
      });
    },
    enabled: readable,
  });
  if (!claim || !readable) return { status: "unread" };
  // A read that fails on a refresh keeps what was read: the amount on screen stays the one offered.
  if (query.data !== undefined) {
    return {
      status: "read",
      claimedUnits: query.data,
      claimableUnits: claimableUnits(BigInt(claim.cumulativeAmount), query.data),
    };
  }
  if (query.isError) return { status: "failed", error: query.error, retry: () => void query.refetch() };
  return { status: "reading" };
}
