import { queryOptions, useQuery } from "@tanstack/react-query";
import { getMyDistribution } from "@/shared/distribution/distribution-contract";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

/** The account stream refreshes it on a credit, a KYC decision and a published round (account-live.tsx). */
export const myDistributionKey = queryKeys.distribution;

export const myDistributionQuery = () =>
  queryOptions({
    queryKey: myDistributionKey,
    queryFn: (): Promise<MyDistribution> => api(getMyDistribution),
  });

/** `GET /api/distribution/mine`: the signed-in investor's PXL (what is coming, what to do) and dividends. */
export function useMyDistribution() {
  return useQuery(myDistributionQuery());
}
