import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSale } from "@/shared/sale/sale-contract";
import type { TokenData } from "@/shared/sale/token-data";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

export function getTokenData(): Promise<TokenData> {
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
