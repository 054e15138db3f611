import { z } from "zod";
import { adminPaymentStates } from "@/shared/admin/payments";
import { tablePageSchema, tableQuerySchema, unitsString } from "@/shared/admin/table-query";
import { addressSchema, hashSchema } from "@/shared/chain/hex-schemas";

export const attributionRequestStatuses = ["open", "attributed", "declined"] as const;
export type AttributionRequestStatus = (typeof attributionRequestStatuses)[number];

/** GET /api/admin/attribution-requests: newest first; open ones unless asked; q = hash, e-mail or exchange. */
export const adminAttributionRequestsQuerySchema = tableQuerySchema(["created"], "created").extend({
  status: z.enum(["all", ...attributionRequestStatuses]).default("open"),
});
export type AdminAttributionRequestsQuery = z.infer<typeof adminAttributionRequestsQuerySchema>;

export const adminAttributionRequestRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(attributionRequestStatuses),
  investor: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  exchange: z.string(),
  note: z.string(),
  declineReason: z.string().nullable(),
  payment: z.object({
    chainId: z.number().int(),
    txHash: hashSchema(),
    logIndex: z.number().int(),
    from: addressSchema(),
    amountMicroUsdt: unitsString,
    state: z.enum(adminPaymentStates),
    /** Who the payment is credited to, when it is (this investor, or someone else). */
    creditedTo: z.string().nullable(),
  }),
});
export type AdminAttributionRequestRow = z.infer<typeof adminAttributionRequestRowSchema>;
export const adminAttributionRequestsPageSchema = tablePageSchema(adminAttributionRequestRowSchema);

/** POST /api/admin/attribution-requests/:id/decline: the investor reads the reason. */
export const declineAttributionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, "Tell the investor why, in at least 10 characters.")
    .max(500, "The reason must be at most 500 characters."),
});
export type DeclineAttribution = z.infer<typeof declineAttributionSchema>;

/** The answer to `POST /api/admin/attribution-requests/:id/attribute` or `/decline`. */
export const attributionDecidedSchema = z.object({ status: z.enum(["attributed", "declined"]) });
