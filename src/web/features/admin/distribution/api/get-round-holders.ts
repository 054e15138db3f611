import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import { type RoundHolders, roundHoldersSchema } from "@/shared/distribution/round-holders";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { roundApiBase } from "@/web/features/admin/distribution/api/round-kinds";
import { apiFetch } from "@/web/lib/api-fetch";

/** Under ["admin"], so a change elsewhere in the console reads the holders again too. */
const roundHoldersKey = (kind: RoundKind, id: string) => ["admin", "rounds", kind, id, "holders"] as const;

/**
 * GET .../rounds/:id/holders: a published round's accounts, claimed and unclaimed as the chain has
 * them. Never kept: a claim may have been sent from anywhere since.
 */
export function useRoundHolders(kind: RoundKind, id: string | null) {
  return useQuery({
    queryKey: roundHoldersKey(kind, id ?? ""),
    queryFn: (): Promise<RoundHolders> =>
      apiFetch(`${roundApiBase[kind]}/rounds/${encodeURIComponent(id ?? "")}/holders`, roundHoldersSchema),
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
