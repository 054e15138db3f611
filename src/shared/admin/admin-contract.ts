import { z } from "zod";
import {
  adminAnnouncementsPageSchema,
  adminAnnouncementsQuerySchema,
  announcementResultSchema,
  announcementSchema,
} from "@/shared/admin/announcements";
import {
  adminAttributionRequestsPageSchema,
  adminAttributionRequestsQuerySchema,
  attributionDecidedSchema,
  declineAttributionSchema,
} from "@/shared/admin/attribution-requests";
import { adminAuditPageSchema, adminAuditQuerySchema } from "@/shared/admin/audit";
import { adminInvestorsPageSchema, adminInvestorsQuerySchema } from "@/shared/admin/investors";
import {
  adminKycPageSchema,
  adminKycQuerySchema,
  adminKycSubmissionSchema,
  kycDecisionSchema,
} from "@/shared/admin/kyc-review";
import { adminMeSchema } from "@/shared/admin/operator-access";
import { adminOverviewSchema } from "@/shared/admin/overview";
import {
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  manualAttributionResultSchema,
  manualAttributionSchema,
  refundPaidResultSchema,
  refundPaidSchema,
} from "@/shared/admin/payments";
import { adminTransfersPageSchema, adminTransfersQuerySchema } from "@/shared/admin/transfers";
import { contract, raw } from "@/shared/api/contract";
import { kycDocumentParamsSchema } from "@/shared/kyc/kyc-contract";

const idParams = z.object({ id: z.string() });
const csv = raw("text/csv", "A CSV file (the download is audited)");

export const getAdminMe = contract({
  method: "GET",
  path: "/api/admin/me",
  summary: "Whether the session is an operator's (role, second factor, recent sign-in)",
  access: "operator",
  responses: { 200: adminMeSchema },
});

export const getOverview = contract({
  method: "GET",
  path: "/api/admin/overview",
  summary: "The console's figures: raised, credited, pending, refunds due, queues",
  access: "operator",
  responses: { 200: adminOverviewSchema },
});

export const listPayments = contract({
  method: "GET",
  path: "/api/admin/payments",
  summary: "Incoming payments, one page, filtered and sorted",
  access: "operator",
  query: adminPaymentsQuerySchema,
  responses: { 200: adminPaymentsPageSchema },
});

export const attributePayment = contract({
  method: "POST",
  path: "/api/admin/payments/attribute",
  summary: "Credit a payment to an investor by hand (audited)",
  access: "operator",
  body: manualAttributionSchema,
  responses: { 200: manualAttributionResultSchema },
});

export const markRefundPaid = contract({
  method: "POST",
  path: "/api/admin/payments/refund-paid",
  summary: "Record a refund due as paid by its on-chain transaction (audited)",
  access: "operator",
  body: refundPaidSchema,
  responses: { 200: refundPaidResultSchema },
});

export const listAttributionRequests = contract({
  method: "GET",
  path: "/api/admin/attribution-requests",
  summary: "Investors' requests to credit payments from wallets they cannot sign with",
  access: "operator",
  query: adminAttributionRequestsQuerySchema,
  responses: { 200: adminAttributionRequestsPageSchema },
});

export const attributeRequest = contract({
  method: "POST",
  path: "/api/admin/attribution-requests/:id/attribute",
  summary: "Grant an attribution request: credit its payment to the investor (audited)",
  access: "operator",
  params: idParams,
  responses: { 200: attributionDecidedSchema },
});

export const declineRequest = contract({
  method: "POST",
  path: "/api/admin/attribution-requests/:id/decline",
  summary: "Decline an attribution request with a reason the investor reads (audited)",
  access: "operator",
  params: idParams,
  body: declineAttributionSchema,
  responses: { 200: attributionDecidedSchema },
});

export const listTransfers = contract({
  method: "GET",
  path: "/api/admin/transfers",
  summary: "Outgoing and skipped transfers of the sale wallet",
  access: "operator",
  query: adminTransfersQuerySchema,
  responses: { 200: adminTransfersPageSchema },
});

export const listInvestors = contract({
  method: "GET",
  path: "/api/admin/investors",
  summary: "Investors with their credits, tokens, wallets and identity check",
  access: "operator",
  query: adminInvestorsQuerySchema,
  responses: { 200: adminInvestorsPageSchema },
});

export const listAnnouncements = contract({
  method: "GET",
  path: "/api/admin/announcements",
  summary: "Announcements sent to investors",
  access: "operator",
  query: adminAnnouncementsQuerySchema,
  responses: { 200: adminAnnouncementsPageSchema },
});

export const publishAnnouncement = contract({
  method: "POST",
  path: "/api/admin/announcements",
  summary: "Send an announcement to every investor as a notification (and a mail if asked)",
  access: "operator",
  body: announcementSchema,
  responses: { 201: announcementResultSchema },
});

export const exportHolders = contract({
  method: "GET",
  path: "/api/admin/exports/holders.csv",
  summary: "Token holders as CSV",
  access: "operator",
  responses: { 200: csv },
});

export const exportNewsletter = contract({
  method: "GET",
  path: "/api/admin/exports/newsletter.csv",
  summary: "Newsletter subscribers as CSV",
  access: "operator",
  responses: { 200: csv },
});

/** Each export's route by its name (the console's download links). */
export const exportsOf = { holders: exportHolders, newsletter: exportNewsletter } as const;

export const listAudit = contract({
  method: "GET",
  path: "/api/admin/audit",
  summary: "The audit log: sign-ins, resets, decisions, attributions, exports",
  access: "operator",
  query: adminAuditQuerySchema,
  responses: { 200: adminAuditPageSchema },
});

export const listKycSubmissions = contract({
  method: "GET",
  path: "/api/admin/kyc",
  summary: "Identity checks to review, one page",
  access: "operator",
  query: adminKycQuerySchema,
  responses: { 200: adminKycPageSchema },
});

export const getKycSubmission = contract({
  method: "GET",
  path: "/api/admin/kyc/:id",
  summary: "One identity check with its details and documents' names",
  access: "operator",
  params: idParams,
  responses: { 200: adminKycSubmissionSchema },
});

export const getKycDocument = contract({
  method: "GET",
  path: "/api/admin/kyc/:id/documents/:kind",
  summary: "One document of an identity check, decrypted (audited)",
  access: "operator",
  params: idParams.extend(kycDocumentParamsSchema.shape),
  responses: { 200: raw("application/octet-stream", "The document as uploaded (image or PDF)") },
});

export const decideKyc = contract({
  method: "POST",
  path: "/api/admin/kyc/:id/decision",
  summary: "Verify or reject an identity check (another operator's only; audited, mailed)",
  access: "operator",
  params: idParams,
  body: kycDecisionSchema,
  responses: { 200: adminKycSubmissionSchema },
});

export const adminContracts = [
  getAdminMe,
  getOverview,
  listPayments,
  attributePayment,
  markRefundPaid,
  listAttributionRequests,
  attributeRequest,
  declineRequest,
  listTransfers,
  listInvestors,
  listAnnouncements,
  publishAnnouncement,
  exportHolders,
  exportNewsletter,
  listAudit,
  listKycSubmissions,
  getKycSubmission,
  getKycDocument,
  decideKyc,
];
