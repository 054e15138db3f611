import { z } from "zod";
import { m } from "@/paraglide/messages";
import { hashInputSchema } from "@/shared/chain/hex-schemas";
import { verificationReasons } from "@/shared/payments/verification-reasons";

/**
 * `POST /api/payments/attribution-requests`, and the investor's "Request attribution" form: a payment
 * sent from a wallet its owner cannot sign with (an exchange's), which an operator may credit to them.
 */
export const attributionRequestSchema = z.object({
  txHash: hashInputSchema(() => verificationReasons.invalid_hash),
  exchange: z
    .string()
    .trim()
    .min(2, { error: () => m.payments_attribution_exchange_required() })
    .max(80, { error: () => m.payments_attribution_exchange_too_long() }),
  note: z
    .string()
    .trim()
    .max(500, { error: () => m.payments_attribution_note_too_long() })
    .default(""),
});
export type AttributionRequestInput = z.input<typeof attributionRequestSchema>;
export type AttributionRequest = z.output<typeof attributionRequestSchema>;

/** The answer to a request filed (201): what the operators will look at. */
export const attributionRequestFiledSchema = z.object({
  id: z.uuid(),
  status: z.literal("open"),
  amountMicroUsdt: z.string().regex(/^\d+$/),
});
export type AttributionRequestFiled = z.infer<typeof attributionRequestFiledSchema>;
