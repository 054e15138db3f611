import { z } from "zod";

/** `POST /api/wallets/link`: an EIP-4361 message and its signature. */
export const linkWalletSchema = z.object({
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, "The signature must be hexadecimal")
    .max(20_000),
});

/** `POST /api/payments/claim`: the hash of the payment's transaction. */
export const claimPaymentSchema = z.object({
  hash: z.string().trim().min(1, "Please enter the transaction hash").max(100),
});
