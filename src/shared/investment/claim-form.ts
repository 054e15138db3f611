import { verificationReasons } from "@/shared/payments/verification-reasons";
import { claimPaymentSchema } from "@/shared/wallets/wallet-schemas";

/**
 * The verification dialog's form: the claim contract's hash (trimmed, required), and its format
 * checked before asking the server, with the reason the server would give for it.
 */
export const claimFormSchema = claimPaymentSchema.extend({
  hash: claimPaymentSchema.shape.hash.regex(/^0x[0-9a-fA-F]{64}$/, {
    error: () => verificationReasons.invalid_hash,
  }),
});
