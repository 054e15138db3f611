import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DistributionPreview } from "@/shared/admin/distribution";
import type { RoundDetail, RoundKind, RoundSummary, SavedRound } from "@/shared/admin/distribution-rounds";
import type { DividendPreview } from "@/shared/admin/dividends";
import {
  previewDistribution,
  previewDividend as previewDividendRoute,
  roundsOf,
  saveDistributionRound,
  saveDividendRound,
} from "@/shared/admin/round-contract";
import type { RoundPublishing } from "@/shared/distribution/round-publishing";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { api } from "@/web/lib/api";

/** Under ["admin"], so a change elsewhere in the console (a KYC decision, a credit) reads them again. */
const keys = {
  preview: ["admin", "distribution", "preview"],
  rounds: (kind: RoundKind) => ["admin", "rounds", kind],
  round: (kind: RoundKind, id: string) => ["admin", "rounds", kind, id],
  publishing: (kind: RoundKind, id: string) => ["admin", "rounds", kind, id, "publishing"],
} as const;

/** GET /api/admin/distribution/preview: the next PXL round as it would be now. */
export function useDistributionPreview() {
  return useQuery(
    queryOptions({
      queryKey: keys.preview,
      queryFn: (): Promise<DistributionPreview> => api(previewDistribution),
      retry: adminRetry,
    }),
  );
}

/** The saved rounds of one kind, newest first. */
export function useRounds(kind: RoundKind) {
  return useQuery({
    queryKey: keys.rounds(kind),
    queryFn: async (): Promise<RoundSummary[]> => (await api(roundsOf[kind].list)).rounds,
    retry: adminRetry,
  });
}

/** One round with its entries; asked for only while its detail is open. */
export function useRoundDetail(kind: RoundKind, id: string | null) {
  return useQuery({
    queryKey: keys.round(kind, id ?? ""),
    queryFn: (): Promise<RoundDetail> => api(roundsOf[kind].detail, { params: { id: id ?? "" } }),
    enabled: id !== null,
    retry: adminRetry,
  });
}

/**
 * What publishing a draft takes (root, distributor, owner, funding). Never cached: the balance and
 * the current root are read from the chain, and an operator may have just topped the distributor up.
 */
export function useRoundPublishing(kind: RoundKind, id: string | null) {
  return useQuery({
    queryKey: keys.publishing(kind, id ?? ""),
    queryFn: (): Promise<RoundPublishing> => api(roundsOf[kind].publishing, { params: { id: id ?? "" } }),
    enabled: id !== null,
    retry: adminRetry,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST .../rounds/:id/publish with the owner's setMerkleRoot hash; the server checks it on chain. */
export function publishRound(kind: RoundKind, id: string, txHash: string): Promise<RoundSummary> {
  return api(roundsOf[kind].publish, { params: { id }, body: { txHash } });
}

/** POST /api/admin/dividends/preview: a closed period's shares from the profit entered. */
export function previewDividend(body: {
  period: string;
  profit: string;
  reason: string;
}): Promise<DividendPreview> {
  return api(previewDividendRoute, { body });
}

export type { SavedRound };

/**
 * POST .../rounds: a draft round (the PXL one from the current preview, a dividend from its period
 * and profit). Every console figure is read again: the audit log has a new line.
 */
export function useSaveRound<Body>(kind: RoundKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body): Promise<SavedRound> =>
      kind === "pxl"
        ? api(saveDistributionRound, { body: body as { reason: string } })
        : api(saveDividendRound, { body: body as { period: string; profit: string; reason: string } }),
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}

/** After a round is published: its list, its detail and the audit log are read again. */
export function useRefreshAfterPublish() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(adminDataFilter);
}
