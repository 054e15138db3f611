import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MyDistribution, myDistributionSchema } from "@/shared/distribution/holder-claims";
import { apiFetch } from "@/web/lib/api-fetch";

/** Under the account prefix, apart from payments: a claim changes it, a payment does not (yet). */
export const myDistributionKey = ["account", "distribution"] as const;

export const myDistributionQuery = () =>
  queryOptions({
    queryKey: myDistributionKey,
    queryFn: (): Promise<MyDistribution> => apiFetch("/api/distribution/mine", myDistributionSchema),
  });

/** `GET /api/distribution/mine`: the signed-in investor's PXL (what is coming, what to do) and dividends. */
export function useMyDistribution() {
  return useQuery(myDistributionQuery());
}
