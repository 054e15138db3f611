import type { BetterAuthPlugin } from "better-auth";

/**
 * Declares the contract-signature table to Better Auth, so registration can write it through the
 * same transaction-bound adapter that creates the account (see register-account.ts).
 */
export function contractSignaturesPlugin() {
  return {
    id: "contract-signatures",
    schema: {
      contractSignature: {
        modelName: "contract_signatures",
        fields: {
          userId: {
            type: "string",
            required: true,
            references: { model: "user", field: "id", onDelete: "cascade" },
            index: true,
          },
          termsOfServiceVersion: { type: "string", required: true },
          privacyPolicyVersion: { type: "string", required: true },
          saleAgreementVersion: { type: "string", required: true },
          kycRequirementAcknowledged: { type: "boolean", required: true },
          signedAt: { type: "date", required: true },
          ipAddress: { type: "string", required: false },
          userAgent: { type: "string", required: false },
        },
      },
    },
  } satisfies BetterAuthPlugin;
}
