import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SaleFeed } from "@/shared/portfolio/sale-feed";
import { getSaleFeed as getSaleFeedRoute } from "@/shared/sale/sale-contract";
import { useAccountLive } from "@/web/lib/account-live";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

/** `no-cache`: the answer may be cached a second, and a refetch after a `feed` event must not read that copy. */
export function getSaleFeed(): Promise<SaleFeed> {
  return api(getSaleFeedRoute, {}, { cache: "no-cache" });
}

export const saleFeedQuery = ({ live }: { live: boolean }) =>
  queryOptions({
    queryKey: queryKeys.saleFeed,
    queryFn: getSaleFeed,
    refetchInterval: live ? false : 15_000,
  });

/** The public feed of payments to the sale wallet; the account stream's `feed` event refetches it. */
export function useSaleFeed() {
  return useQuery(saleFeedQuery({ live: useAccountLive() }));
}
