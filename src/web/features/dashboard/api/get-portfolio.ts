import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Portfolio } from "@/shared/portfolio/portfolio-schema";
import { getPortfolio as getPortfolioRoute } from "@/shared/profile/profile-contract";
import { useAccountLive } from "@/web/lib/account-live";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

export function getPortfolio(): Promise<Portfolio> {
  return api(getPortfolioRoute);
}

/** Under the payments prefix: the account stream refetches it when the user's payments or KYC status change. */
export const portfolioQuery = ({ live }: { live: boolean }) =>
  queryOptions({
    queryKey: queryKeys.portfolio,
    queryFn: getPortfolio,
    // While the stream is down nothing tells us of a change: ask now and then.
    refetchInterval: live ? false : 15_000,
  });

export function usePortfolio() {
  return useQuery(portfolioQuery({ live: useAccountLive() }));
}
