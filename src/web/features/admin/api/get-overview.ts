import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOverview } from "@/shared/admin/admin-contract";
import type { AdminOverview } from "@/shared/admin/overview";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { api } from "@/web/lib/api";

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: (): Promise<AdminOverview> => api(getOverview),
    retry: adminRetry,
    // The indexer moves on every few seconds; an operator watching the page sees its lag follow.
    refetchInterval: 30_000,
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}
