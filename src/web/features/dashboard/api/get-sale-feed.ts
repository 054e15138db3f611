import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SaleFeed, saleFeedSchema } from "@/shared/portfolio/sale-feed";
import { useAccountLive } from "@/web/lib/account-live";
import { apiFetch } from "@/web/lib/api-fetch";
import { queryKeys } from "@/web/lib/query-keys";

/** `no-cache`: the answer may be cached a second, and a refetch after a `feed` event must not read that copy. */
export function getSaleFeed(): Promise<SaleFeed> {
  return apiFetch("/api/sale/feed", saleFeedSchema, { cache: "no-cache" });
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
