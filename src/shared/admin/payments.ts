import { getAddress, isAddress } from "viem";
import { z } from "zod";
import { tablePageSchema, tableQuerySchema, unitsString } from "@/shared/admin/table-query";
import { addressSchema, hashInputSchema, hashSchema } from "@/shared/chain/hex-schemas";
import { int32 } from "@/shared/integers";

const txHash = hashInputSchema("Enter a transaction hash: 0x followed by 64 hexadecimal characters.");

/**
 * Where a payment stands for the operator: seen but not final, final and waiting for an investor,
 * credited, with a refund due (all or part of it above the cap), refund paid back, or removed by a reorg.
 */
export const adminPaymentStates = [
  "pending",
  "awaiting_attribution",
  "credited",
  "refund_due",
  "refund_paid",
  "orphaned",
] as const;
export type AdminPaymentState = (typeof adminPaymentStates)[number];

/** GET /api/admin/payments: sort by block (chain order), amount or time; filter by state; q = hash, sender or investor e-mail. */
export const adminPaymentsQuerySchema = tableQuerySchema(["block", "amount"], "block").extend({
  state: z.enum(["all", ...adminPaymentStates]).default("all"),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** The key of a payment: one USDT Transfer log. */
export const paymentKeySchema = z.object({
  chainId: int32(1),
  txHash,
  logIndex: int32(),
});

export const adminPaymentRowSchema = paymentKeySchema.extend({
  from: addressSchema(),
  amountMicroUsdt: unitsString,
  blockNumber: unitsString,
  blockTime: z.iso.datetime({ offset: true }),
  state: z.enum(adminPaymentStates),
  creditedMicroUsdt: unitsString.nullable(),
  tokensMicroPxl: unitsString.nullable(),
  refundDueMicroUsdt: unitsString.nullable(),
  refundPaidTxHash: hashSchema().nullable(),
  attribution: z.enum(["wallet_proof", "manual"]).nullable(),
  attributionReason: z.string().nullable(),
  investor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentsPageSchema = tablePageSchema(adminPaymentRowSchema);

/** POST /api/admin/payments/attribute: a payment awaiting attribution, credited by hand (audited). */
export const manualAttributionSchema = paymentKeySchema.extend({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter the investor's e-mail address.")),
  reason: z
    .string()
    .trim()
    .min(10, "Say why, in at least 10 characters (for example the exchange and the investor's message).")
    .max(500, "The reason must be at most 500 characters."),
});
export type ManualAttribution = z.infer<typeof manualAttributionSchema>;

/**
 * An account address, checksummed. All lower or all upper case carries no checksum; mixed case does,
 * and a wrong one means a typo: refused rather than guessed.
 */
const address = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, "Enter an address: 0x followed by 40 hexadecimal characters.")
  .refine((a) => {
    const hex = a.slice(2);
    return hex === hex.toLowerCase() || hex === hex.toUpperCase() || isAddress(a, { strict: true });
  }, "This address's capital letters do not match its checksum: check it for a typo.")
  .transform((a) => getAddress(a));

/**
 * Where a refund went when not back to the payment's sender (an exchange's hot wallet must not get
 * it): the address and why, both kept with the ledger entry and in the audit log.
 */
export const refundRecipientSchema = z.object({
  address,
  reason: z
    .string()
    .trim()
    .min(10, "Say why the refund went to this address, in at least 10 characters.")
    .max(500, "The reason must be at most 500 characters."),
});
export type RefundRecipient = z.infer<typeof refundRecipientSchema>;

/**
 * POST /api/admin/payments/refund-paid: the refund due of a payment, paid back by this transaction,
 * to the payment's sender or to `recipient`.
 */
export const refundPaidSchema = paymentKeySchema.extend({
  refundTxHash: txHash,
  recipient: refundRecipientSchema.optional(),
});
export type RefundPaid = z.infer<typeof refundPaidSchema>;

/** `POST /api/admin/payments/attribute`: what the payment credited, in base units. */
export const manualAttributionResultSchema = z.object({
  status: z.literal("attributed"),
  creditedMicroUsdt: unitsString,
  tokensMicroPxl: unitsString,
  refundDueMicroUsdt: unitsString,
});

/** `POST /api/admin/payments/refund-paid`: the refund recorded and where it went. */
export const refundPaidResultSchema = z.object({
  status: z.literal("recorded"),
  refundMicroUsdt: unitsString,
  to: z.string(),
});
