import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { roundsOf } from "@/shared/admin/round-contract";
import type { RoundHolders } from "@/shared/distribution/round-holders";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { api } from "@/web/lib/api";

/** Under ["admin"], so a change elsewhere in the console reads the holders again too. */
const roundHoldersKey = (kind: RoundKind, id: string) => ["admin", "rounds", kind, id, "holders"] as const;

/**
 * GET .../rounds/:id/holders: a published round's accounts, claimed and unclaimed as the chain has
 * them. Never kept: a claim may have been sent from anywhere since.
 */
export function useRoundHolders(kind: RoundKind, id: string | null) {
  return useQuery({
    queryKey: roundHoldersKey(kind, id ?? ""),
    queryFn: (): Promise<RoundHolders> => api(roundsOf[kind].holders, { params: { id: id ?? "" } }),
    enabled: id !== null,
    retry: adminRetry,
    staleTime: 0,
  });
}

/** Reads a round's holders again (after a claim); resolves once the new figures are in. */
export function useRefreshRoundHolders(kind: RoundKind, id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roundHoldersKey(kind, id) });
}
