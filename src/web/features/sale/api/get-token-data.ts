import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TokenData } from "@/shared/sale/token-data";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * The sale's figures, checked against the contract. The contract and the schema library load beside
 * the request, not before the page paints: the tracker is on the landing page (issue 13).
 */
export async function getTokenData(): Promise<TokenData> {
  const [{ getSale }, { api }] = await Promise.all([
    import("@/shared/sale/sale-contract"),
    import("@/web/lib/api"),
  ]);
  return api(getSale);
}

/** The spec's cache time for token data. */
const TOKEN_DATA_TTL_MS = 30_000;
/** The spec: the tracker asks again after 2 s while nothing is raised yet (the chain may still be syncing). */
const EMPTY_RETRY_MS = 2_000;

/** `live`: the event stream is open and delivers every change, so polling would only repeat it. */
export const tokenDataQuery = ({ live = false }: { live?: boolean } = {}) =>
  queryOptions({
    queryKey: queryKeys.tokenData,
    queryFn: getTokenData,
    staleTime: TOKEN_DATA_TTL_MS,
    refetchInterval: (query) =>
      live ? false : query.state.data?.totalRaised === "0" ? EMPTY_RETRY_MS : TOKEN_DATA_TTL_MS,
  });

export function useTokenData(options: { live?: boolean } = {}) {
  return useQuery(tokenDataQuery(options));
}
