import { z } from "zod";
import { tablePageSchema, tableQuerySchema, unitsString } from "@/shared/admin/table-query";
import { hashSchema } from "@/shared/chain/hex-schemas";

/** Why the indexer recorded a log instead of counting it (see the indexer: it never halts on a log). */
export const skipReasons = ["zero_value", "malformed", "unstorable"] as const;
export type SkipReason = (typeof skipReasons)[number];

export const transferKinds = ["skipped", "outgoing"] as const;

/**
 * GET /api/admin/transfers: the sale wallet's logs that are not payments. `kind=skipped`: what the
 * indexer recorded and did not count; `kind=outgoing`: USDT sent from the sale wallet (refunds,
 * treasury moves, to itself). Newest first by default; q = transaction hash or address.
 */
export const adminTransfersQuerySchema = tableQuerySchema(["block"], "block").extend({
  kind: z.enum(transferKinds).default("skipped"),
});
export type AdminTransfersQuery = z.infer<typeof adminTransfersQuerySchema>;

const logKey = {
  chainId: z.number().int().positive(),
  txHash: hashSchema(),
  logIndex: z.number().int().min(0),
  blockNumber: unitsString,
};

export const adminSkippedTransferSchema = z.object({
  kind: z.literal("skipped"),
  ...logKey,
  /** As far as the log could be read: null when it could not. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  amountMicroUsdt: unitsString.nullable(),
  reason: z.enum(skipReasons),
  detail: z.string().nullable(),
  seenAt: z.iso.datetime({ offset: true }),
});

export const adminOutgoingTransferSchema = z.object({
  kind: z.literal("outgoing"),
  ...logKey,
  to: z.string(),
  amountMicroUsdt: unitsString,
  blockTime: z.iso.datetime({ offset: true }),
  finality: z.enum(["pending", "final", "orphaned"]),
});

export const adminTransferRowSchema = z.discriminatedUnion("kind", [
  adminSkippedTransferSchema,
  adminOutgoingTransferSchema,
]);
export type AdminTransferRow = z.infer<typeof adminTransferRowSchema>;
export const adminTransfersPageSchema = tablePageSchema(adminTransferRowSchema);
export type AdminTransfersPage = z.infer<typeof adminTransfersPageSchema>;
