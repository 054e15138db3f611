import { queryOptions, useQuery } from "@tanstack/react-query";
import { getTokenData, pollDelay, TOKEN_DATA_TTL_MS } from "@/web/features/sale/api/fetch-token-data";
import { queryKeys } from "@/web/lib/query-keys";

/** `live`: the event stream is open and delivers every change, so polling would only repeat it. */
export const tokenDataQuery = ({ live = false }: { live?: boolean } = {}) =>
  queryOptions({
    queryKey: queryKeys.tokenData,
    queryFn: getTokenData,
    staleTime: TOKEN_DATA_TTL_MS,
    refetchInterval: (query) => (live ? false : pollDelay(query.state.data)),
  });

export function useTokenData(options: { live?: boolean } = {}) {
  return useQuery(tokenDataQuery(options));
}
