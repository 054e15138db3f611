import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPublicRound } from "@/shared/distribution/distribution-contract";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { api } from "@/web/lib/api";

export const publicRoundQuery = (id: string) =>
  queryOptions({
    queryKey: ["rounds", id],
    queryFn: (): Promise<PublicRound> => api(getPublicRound, { params: { id } }),
    // A published round never changes: its root is on chain.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 2 && !("status" in error && error.status === 404),
  });

/** `GET /api/rounds/:id` (public): a published round, its root, its transaction and every leaf with its proof. */
export function usePublicRound(id: string) {
  return useQuery(publicRoundQuery(id));
}
