import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TokenData, tokenDataSchema } from "@/shared/sale/token-data";
import { apiFetch } from "@/web/lib/api-fetch";

export function getTokenData(): Promise<TokenData> {
  return apiFetch("/api/sale", tokenDataSchema);
}

/** The spec's cache time for token data. */
const TOKEN_DATA_TTL_MS = 30_000;
/** The spec: the tracker asks again after 2 s while nothing is raised yet (the chain may still be syncing). */
const EMPTY_RETRY_MS = 2_000;

export const tokenDataQuery = () =>
  queryOptions({
    queryKey: ["sale", "token-data"],
    queryFn: getTokenData,
    staleTime: TOKEN_DATA_TTL_MS,
    refetchInterval: (query) => (query.state.data?.totalRaised === "0" ? EMPTY_RETRY_MS : TOKEN_DATA_TTL_MS),
  });

export function useTokenData() {
  return useQuery(tokenDataQuery());
}
