import { z } from "zod";
import { unitsString } from "@/shared/admin/table-query";
import { hashSchema } from "@/shared/chain/hex-schemas";

export const roundKinds = ["pxl", "dividend"] as const;
export type RoundKind = (typeof roundKinds)[number];

/**
 * A saved round (GET /api/admin/distribution/rounds, /api/admin/dividends/rounds and `/:id`).
 * Amounts in the distributor's token base units: PXL token units for `pxl`, micro-USDT for `dividend`.
 */
export const roundSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(roundKinds),
  period: z.string().nullable(),
  recordDate: z.iso.datetime({ offset: true }).nullable(),
  profitMicroUsdt: unitsString.nullable(),
  poolMicroUsdt: unitsString.nullable(),
  remainderMicroUsdt: unitsString.nullable(),
  totalAmount: unitsString,
  entries: z.number().int().min(0),
  reason: z.string(),
  createdBy: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  merkleRoot: z.string().nullable(),
  setRootTxHash: hashSchema().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;
export const roundListSchema = z.object({ rounds: z.array(roundSummarySchema) });

export const roundEntrySchema = z.object({
  userId: z.string(),
  email: z.string(),
  account: z.string().nullable(),
  heldMicroPxl: unitsString.nullable(),
  cumulativeAmount: unitsString,
  amount: unitsString,
});
export const roundDetailSchema = roundSummarySchema.extend({ entryList: z.array(roundEntrySchema) });
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** The CSV of a round for the accountant (GET .../rounds/:id/entries.csv): exact integers and full decimals. */
export const roundCsvColumns = [
  "round_id",
  "kind",
  "period",
  "status",
  "email",
  "first_name",
  "last_name",
  "account",
  "held_pxl",
  "held_micro_pxl",
  "amount",
  "amount_base_units",
  "cumulative_amount",
  "cumulative_amount_base_units",
  "unit",
] as const;

/** The answer to saving a round (`POST /api/admin/distribution/rounds`, `/api/admin/dividends/rounds`). */
export const savedRoundSchema = z.object({
  id: z.uuid(),
  entries: z.number().int().min(0),
  totalAmount: unitsString,
});
export type SavedRound = z.infer<typeof savedRoundSchema>;
