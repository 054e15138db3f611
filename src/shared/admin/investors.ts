import { z } from "zod";
import { tablePageSchema, tableQuerySchema, unitsString } from "@/shared/admin/table-query";
import { addressSchema } from "@/shared/chain/hex-schemas";

export const kycStatuses = ["none", "pending", "verified", "rejected"] as const;

/** GET /api/admin/investors: q = name, e-mail or wallet address. */
export const adminInvestorsQuerySchema = tableQuerySchema(
  ["joined", "name", "email", "tokens", "invested"],
  "joined",
).extend({ kyc: z.enum(["all", ...kycStatuses]).default("all") });
export type AdminInvestorsQuery = z.infer<typeof adminInvestorsQuerySchema>;

export const adminInvestorRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  joinedAt: z.iso.datetime({ offset: true }),
  kycStatus: z.enum(kycStatuses),
  wallets: z.array(z.object({ address: addressSchema(), isPrimary: z.boolean() })),
  tokensMicroPxl: unitsString,
  investedMicroUsdt: unitsString,
  isOperator: z.boolean(),
});
export type AdminInvestorRow = z.infer<typeof adminInvestorRowSchema>;
export const adminInvestorsPageSchema = tablePageSchema(adminInvestorRowSchema);
