import { z } from "zod";
import { tablePageSchema, tableQuerySchema } from "@/shared/admin/table-query";
import { documentContentTypes, kycDocumentKinds } from "@/shared/kyc/kyc-documents";

/** GET /api/admin/kyc: the queue (oldest pending first by default); q = name or e-mail. */
export const adminKycQuerySchema = tableQuerySchema(["submitted", "name"], "submitted").extend({
  status: z.enum(["all", "pending", "verified", "rejected"]).default("pending"),
  dir: z.enum(["asc", "desc"]).default("asc"),
});
export type AdminKycQuery = z.infer<typeof adminKycQuerySchema>;

export const adminKycRowSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  status: z.enum(["pending", "verified", "rejected"]),
  submittedAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  decisionReason: z.string().nullable(),
});
export type AdminKycRow = z.infer<typeof adminKycRowSchema>;
export const adminKycPageSchema = tablePageSchema(adminKycRowSchema);

/** GET /api/admin/kyc/:id: the whole submission; each document at GET /api/admin/kyc/:id/documents/:kind. */
export const adminKycSubmissionSchema = adminKycRowSchema.extend({
  dateOfBirth: z.string(),
  nationality: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  documentType: z.enum(["passport", "drivers_license", "national_id"]),
  documentNumber: z.string(),
  expiryDate: z.string(),
  /** Who decided (the operator's e-mail); null or absent while pending. */
  decidedBy: z.string().nullable().optional(),
  documents: z.array(
    z.object({
      kind: z.enum(kycDocumentKinds),
      contentType: z.enum(documentContentTypes),
      sizeBytes: z.number().int(),
      originalName: z.string(),
    }),
  ),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

/** POST /api/admin/kyc/:id/decision: a rejection must say why (the investor reads it). */
export const kycDecisionSchema = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("verified"),
    reason: z.string().trim().max(500, "The note must be at most 500 characters.").default(""),
  }),
  z.object({
    decision: z.literal("rejected"),
    reason: z
      .string()
      .trim()
      .min(10, "Tell the investor why, in at least 10 characters.")
      .max(500, "The reason must be at most 500 characters."),
  }),
]);
export type KycDecision = z.infer<typeof kycDecisionSchema>;
