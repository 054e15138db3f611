import { z } from "zod";
import { tablePageSchema, tableQuerySchema } from "@/shared/admin/table-query";

/** Every action the audit log records; the console filters on these. */
export const auditActions = [
  "sign_in",
  "role_granted",
  "role_revoked",
  "payment_attributed",
  "attribution_declined",
  "refund_paid",
  "kyc_approved",
  "kyc_rejected",
  "announcement_published",
  "export_holders",
  "export_newsletter",
  "distribution_round_saved",
  "dividend_round_saved",
  "distribution_round_published",
  "dividend_round_published",
  "export_round",
] as const;

export type AuditAction = (typeof auditActions)[number];

/** GET /api/admin/audit: newest first by default; q = actor or subject. */
export const adminAuditQuerySchema = tableQuerySchema(["at"], "at").extend({
  action: z.enum(["all", ...auditActions]).default("all"),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  action: z.enum(auditActions),
  subject: z.string(),
  // Any JSON object, as z.record(z.string(), z.unknown()) would accept; looseObject because zod's
  // record class would otherwise join the zod chunk every page shares, the landing page's too (+1.2 KiB gzip).
  details: z.looseObject({}),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditPageSchema = tablePageSchema(adminAuditRowSchema);
