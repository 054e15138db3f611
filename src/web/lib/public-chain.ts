import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicChain } from "@/shared/chain/public-chain";
import { getChain } from "@/shared/wallets/wallet-contract";
import { api } from "@/web/lib/api";

export const publicChainQuery = () =>
  queryOptions({
    queryKey: ["chain"],
    queryFn: (): Promise<PublicChain> => api(getChain),
    // Fixed for the life of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The payment chain: sale wallet, USDT contract, whether it is the demo chain, the explorer's address. */
export function usePublicChain() {
  return useQuery(publicChainQuery());
}
