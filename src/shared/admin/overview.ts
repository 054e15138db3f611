import { z } from "zod";
import { unitsString } from "@/shared/admin/table-query";

/** GET /api/admin/overview: the sale's money and the work waiting for operators. */
export const adminOverviewSchema = z.object({
  raisedMicroUsdt: unitsString,
  creditedMicroUsdt: unitsString,
  awaitingAttributionMicroUsdt: unitsString,
  refundDueMicroUsdt: unitsString,
  /** Part of the refunds due already paid back (each with its transaction hash). */
  refundPaidMicroUsdt: unitsString,
  reconciliation: z.object({
    balanced: z.boolean(),
    finalIncomingMicroUsdt: unitsString,
    unallocatedMicroUsdt: unitsString,
  }),
  indexers: z.array(
    z.object({
      chainId: z.number().int(),
      head: unitsString.nullable(),
      finalThrough: unitsString,
      lagBlocks: unitsString.nullable(),
      lastTickAt: z.iso.datetime({ offset: true }).nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  kycPending: z.number().int().min(0),
  investors: z.number().int().min(0),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
