import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AdminOverview, adminOverviewSchema } from "@/shared/admin/overview";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { apiFetch } from "@/web/lib/api-fetch";

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: (): Promise<AdminOverview> => apiFetch("/api/admin/overview", adminOverviewSchema),
    retry: adminRetry,
    // The indexer moves on every few seconds; an operator watching the page sees its lag follow.
    refetchInterval: 30_000,
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}
