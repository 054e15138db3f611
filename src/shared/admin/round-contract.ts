import { z } from "zod";
import { distributionPreviewSchema, distributionRoundRequestSchema } from "@/shared/admin/distribution";
import {
  type RoundKind,
  roundDetailSchema,
  roundListSchema,
  roundSummarySchema,
  savedRoundSchema,
} from "@/shared/admin/distribution-rounds";
import { dividendPreviewSchema, dividendRequestSchema } from "@/shared/admin/dividends";
import { contract, raw } from "@/shared/api/contract";
import { reconciliationSchema } from "@/shared/distribution/reconciliation";
import { roundHoldersSchema } from "@/shared/distribution/round-holders";
import { publishRoundRequestSchema, roundPublishingSchema } from "@/shared/distribution/round-publishing";

const idParams = z.object({ id: z.string() });
const label: Record<RoundKind, string> = { pxl: "PXL distribution", dividend: "dividend" };

/** What each kind of round answers under its base (`/api/admin/distribution` or `/api/admin/dividends`). */
function roundReads(base: "/api/admin/distribution" | "/api/admin/dividends", kind: RoundKind) {
  const what = label[kind];
  return {
    publishing: contract({
      method: "GET",
      path: `${base}/rounds/:id/publishing`,
      summary: `What the treasury must sign to fund and publish a ${what} round`,
      access: "operator",
      params: idParams,
      responses: { 200: roundPublishingSchema },
    }),
    publish: contract({
      method: "POST",
      path: `${base}/rounds/:id/publish`,
      summary: `Record a ${what} round as published by the treasury's setRoot transaction (audited)`,
      access: "operator",
      params: idParams,
      body: publishRoundRequestSchema,
      responses: { 200: roundSummarySchema },
    }),
    holders: contract({
      method: "GET",
      path: `${base}/rounds/:id/holders`,
      summary: `A ${what} round's holders and what each claimed on chain`,
      access: "operator",
      params: idParams,
      responses: { 200: roundHoldersSchema },
    }),
    list: contract({
      method: "GET",
      path: `${base}/rounds`,
      summary: `The saved ${what} rounds`,
      access: "operator",
      responses: { 200: roundListSchema },
    }),
    detail: contract({
      method: "GET",
      path: `${base}/rounds/:id`,
      summary: `One ${what} round with its entries`,
      access: "operator",
      params: idParams,
      responses: { 200: roundDetailSchema },
    }),
    entriesCsv: contract({
      method: "GET",
      path: `${base}/rounds/:id/entries.csv`,
      summary: `A ${what} round's entries and claims as CSV (audited)`,
      access: "operator",
      params: idParams,
      responses: { 200: raw("text/csv", "The round's entries") },
    }),
  };
}

export const pxlRounds = roundReads("/api/admin/distribution", "pxl");
export const dividendRounds = roundReads("/api/admin/dividends", "dividend");
/** A kind's round routes, for pages that show either. */
export const roundsOf = { pxl: pxlRounds, dividend: dividendRounds } as const;

export const previewDistribution = contract({
  method: "GET",
  path: "/api/admin/distribution/preview",
  summary: "The next PXL round as it would be saved now: eligible investors and amounts",
  access: "operator",
  responses: { 200: distributionPreviewSchema },
});

export const reconcileDistribution = contract({
  method: "GET",
  path: "/api/admin/distribution/reconciliation",
  summary: "The distributors' balances against what the rounds owe and what was claimed",
  access: "operator",
  responses: { 200: reconciliationSchema },
});

export const saveDistributionRound = contract({
  method: "POST",
  path: "/api/admin/distribution/rounds",
  summary: "Save the next PXL round as a draft (audited)",
  access: "operator",
  body: distributionRoundRequestSchema,
  responses: { 201: savedRoundSchema },
});

export const previewDividend = contract({
  method: "POST",
  path: "/api/admin/dividends/preview",
  summary: "A dividend round for a period's profit as it would be saved now",
  access: "operator",
  body: dividendRequestSchema,
  responses: { 200: dividendPreviewSchema },
});

export const saveDividendRound = contract({
  method: "POST",
  path: "/api/admin/dividends/rounds",
  summary: "Save a dividend round as a draft (audited)",
  access: "operator",
  body: dividendRequestSchema,
  responses: { 201: savedRoundSchema },
});

export const roundContracts = [
  previewDistribution,
  reconcileDistribution,
  saveDistributionRound,
  ...Object.values(pxlRounds),
  previewDividend,
  saveDividendRound,
  ...Object.values(dividendRounds),
];
