import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PublicChain, publicChainSchema } from "@/shared/chain/public-chain";
import { apiFetch } from "@/web/lib/api-fetch";

export const publicChainQuery = () =>
  queryOptions({
    queryKey: ["chain"],
    queryFn: (): Promise<PublicChain> => apiFetch("/api/chain", publicChainSchema),
    // Fixed for the life of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The payment chain: sale wallet, USDT contract, whether it is the demo chain, the explorer's address. */
export function usePublicChain() {
  return useQuery(publicChainQuery());
}
