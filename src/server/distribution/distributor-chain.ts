import { type Address, erc20Abi, type Hex, type PublicClient, zeroHash } from "viem";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

/** The chain a distribution is read from, and our contracts on it (null until deployed and configured). */
export interface DistributionChain {
  client: PublicClient;
  chainId: number;
  usdt: Address;
  distribution: {
    pxlToken: Address | null;
    pxlDistributor: Address | null;
    dividendDistributor: Address | null;
  };
}

export interface Distributor {
  chainId: number;
  distributor: Address;
  /** What it pays out: PXL for "pxl" rounds, USDT for dividends. */
  token: Address;
}

/** The distributor that pays rounds of `kind`; null while its contracts are not configured. */
export function distributorFor(chain: DistributionChain, kind: RoundKind): Distributor | null {
  const { pxlToken, pxlDistributor, dividendDistributor } = chain.distribution;
  if (kind === "pxl") {
    return pxlToken && pxlDistributor
      ? { chainId: chain.chainId, distributor: pxlDistributor, token: pxlToken }
      : null;
  }
  return dividendDistributor
    ? { chainId: chain.chainId, distributor: dividendDistributor, token: chain.usdt }
    : null;
}

export interface DistributorState {
  owner: Address;
  /** null before the first root. */
  currentRoot: Hex | null;
  balance: bigint;
  /** What each asked account has claimed so far. */
  claimed: Map<Address, bigint>;
}

/** The distributor as the chain has it now, with what `accounts` have claimed from it. */
export async function readDistributor(
  client: PublicClient,
  { distributor, token }: Distributor,
  accounts: readonly Address[],
): Promise<DistributorState> {
  const read = <T>(functionName: "owner" | "merkleRoot") =>
    client.readContract({ address: distributor, abi: merkleDistributorAbi, functionName }) as Promise<T>;
  const [owner, root, balance, claimed] = await Promise.all([
    read<Address>("owner"),
    read<Hex>("merkleRoot"),
    client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [distributor] }),
    Promise.all(
      accounts.map((account) =>
        client.readContract({
          address: distributor,
          abi: merkleDistributorAbi,
          functionName: "cumulativeClaimed",
          args: [account],
        }),
      ),
    ),
  ]);
  return {
    owner,
    currentRoot: root === zeroHash ? null : root,
    balance,
    claimed: new Map(accounts.map((account, i) => [account, claimed[i] ?? 0n])),
  };
}
