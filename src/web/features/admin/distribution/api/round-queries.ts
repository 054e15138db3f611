import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type DistributionPreview, distributionPreviewSchema } from "@/shared/admin/distribution";
import {
  type RoundDetail,
  type RoundKind,
  type RoundSummary,
  roundDetailSchema,
  roundListSchema,
  roundSummarySchema,
} from "@/shared/admin/distribution-rounds";
import { type DividendPreview, dividendPreviewSchema } from "@/shared/admin/dividends";
import { unitsString } from "@/shared/admin/table-query";
import { type RoundPublishing, roundPublishingSchema } from "@/shared/distribution/round-publishing";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { roundApiBase } from "@/web/features/admin/distribution/api/round-kinds";
import { apiFetch } from "@/web/lib/api-fetch";

/** Under ["admin"], so a change elsewhere in the console (a KYC decision, a credit) reads them again. */
const keys = {
  preview: ["admin", "distribution", "preview"],
  rounds: (kind: RoundKind) => ["admin", "rounds", kind],
  round: (kind: RoundKind, id: string) => ["admin", "rounds", kind, id],
  publishing: (kind: RoundKind, id: string) => ["admin", "rounds", kind, id, "publishing"],
} as const;

const roundPath = (kind: RoundKind, id: string) => `${roundApiBase[kind]}/rounds/${encodeURIComponent(id)}`;

/** GET /api/admin/distribution/preview: the next PXL round as it would be now. */
export function useDistributionPreview() {
  return useQuery(
    queryOptions({
      queryKey: keys.preview,
      queryFn: (): Promise<DistributionPreview> =>
        apiFetch(`${roundApiBase.pxl}/preview`, distributionPreviewSchema),
      retry: adminRetry,
    }),
  );
}

/** The saved rounds of one kind, newest first. */
export function useRounds(kind: RoundKind) {
  return useQuery({
    queryKey: keys.rounds(kind),
    queryFn: async (): Promise<RoundSummary[]> =>
      (await apiFetch(`${roundApiBase[kind]}/rounds`, roundListSchema)).rounds,
    retry: adminRetry,
  });
}

/** One round with its entries; asked for only while its detail is open. */
export function useRoundDetail(kind: RoundKind, id: string | null) {
  return useQuery({
    queryKey: keys.round(kind, id ?? ""),
    queryFn: (): Promise<RoundDetail> => apiFetch(roundPath(kind, id ?? ""), roundDetailSchema),
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
    queryFn: (): Promise<RoundPublishing> =>
      apiFetch(`${roundPath(kind, id ?? "")}/publishing`, roundPublishingSchema),
    enabled: id !== null,
    retry: adminRetry,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST .../rounds/:id/publish with the owner's setMerkleRoot hash; the server checks it on chain. */
export function publishRound(kind: RoundKind, id: string, txHash: string): Promise<RoundSummary> {
  return apiFetch(`${roundPath(kind, id)}/publish`, roundSummarySchema, {
    method: "POST",
    body: JSON.stringify({ txHash }),
  });
}

/** POST /api/admin/dividends/preview: a closed period's shares from the profit entered. */
export function previewDividend(body: {
  period: string;
  profit: string;
  reason: string;
}): Promise<DividendPreview> {
  return apiFetch(`${roundApiBase.dividend}/preview`, dividendPreviewSchema, {
    method: "POST",
    body: JSON.stringify(body),
  });
}

/** What POST .../rounds answers (201): the draft's id, its leaves and their sum. */
const savedRoundSchema = z.object({
  id: z.uuid(),
  entries: z.number().int().min(0),
  totalAmount: unitsString,
});
export type SavedRound = z.infer<typeof savedRoundSchema>;

/**
 * POST .../rounds: a draft round (the PXL one from the current preview, a dividend from its period
 * and profit). Every console figure is read again: the audit log has a new line.
 */
export function useSaveRound<Body>(kind: RoundKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body): Promise<SavedRound> =>
      apiFetch(`${roundApiBase[kind]}/rounds`, savedRoundSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}

/** After a round is published: its list, its detail and the audit log are read again. */
export function useRefreshAfterPublish() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(adminDataFilter);
}
