import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PublicRound, publicRoundSchema } from "@/shared/distribution/holder-claims";
import { apiFetch } from "@/web/lib/api-fetch";

export const publicRoundQuery = (id: string) =>
  queryOptions({
    queryKey: ["rounds", id],
    queryFn: (): Promise<PublicRound> => apiFetch(`/api/rounds/${encodeURIComponent(id)}`, publicRoundSchema),
    // A published round never changes: its root is on chain.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 2 && !("status" in error && error.status === 404),
  });

/** `GET /api/rounds/:id` (public): a published round, its root, its transaction and every leaf with its proof. */
export function usePublicRound(id: string) {
  return useQuery(publicRoundQuery(id));
}
