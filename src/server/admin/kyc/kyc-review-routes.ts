import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "@/server/admin/admin-deps";
import { announceDecision, decideKyc } from "@/server/admin/kyc/kyc-decision";
import {
  kycSubmissionDetail,
  listKycSubmissions,
  SUBMISSION_ID,
} from "@/server/admin/kyc/kyc-review-queries";
import { validate } from "@/server/http/validate";
import type { DocumentStore } from "@/server/kyc/document-store";
import { kycDocumentResponse, notFound } from "@/server/kyc/kyc-document-response";
import { adminKycQuerySchema, kycDecisionSchema } from "@/shared/admin/kyc-review";
import type { ApiError } from "@/shared/api-error";
import { type KycDocumentKind, kycDocumentKinds } from "@/shared/kyc/kyc-documents";

const submissionNotFound: ApiError = { error: "No such submission.", code: "not_found" };

const isKind = (value: string): value is KycDocumentKind =>
  (kycDocumentKinds as readonly string[]).includes(value);

/**
 * The KYC queue (operators only: mounted behind requireOperator): `GET /` the queue, `GET /:id` one
 * submission, `GET /:id/documents/:kind` its documents (never cached), `POST /:id/decision`.
 */
export function adminKycRoutes({
  db,
  mailer,
  realtime,
  config,
  documents: store,
}: AdminDeps & { documents: DocumentStore }) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", adminKycQuerySchema), async (c) =>
      c.json(await listKycSubmissions(db, c.req.valid("query"))),
    )
    .get("/:id", async (c) => {
      const submission = await kycSubmissionDetail(db, c.req.param("id"));
      return submission ? c.json(submission) : c.json<ApiError>(submissionNotFound, 404);
    })
    .get("/:id/documents/:kind", async (c) => {
      const { id, kind } = c.req.param();
      if (!SUBMISSION_ID.test(id) || !isKind(kind)) return notFound();
      return kycDocumentResponse(store, id, kind);
    })
    .post("/:id/decision", validate("json", kycDecisionSchema), async (c) => {
      const id = c.req.param("id");
      if (!SUBMISSION_ID.test(id)) return c.json<ApiError>(submissionNotFound, 404);
      const result = await decideKyc(db, c.get("operator"), id, c.req.valid("json"));
      if (!result.ok) {
        switch (result.reason) {
          case "not_found":
            return c.json<ApiError>(submissionNotFound, 404);
          case "own_submission":
            return c.json<ApiError>(
              {
                error: "You cannot decide your own identity check: another operator must.",
                code: "own_submission",
              },
              403,
            );
          case "already_decided":
            return c.json<ApiError>(
              { error: "This submission was already decided.", code: "already_decided" },
              409,
            );
        }
      }
      await announceDecision({ db, mailer, realtime, baseUrl: config.baseUrl }, result.decided);
      const decided = await kycSubmissionDetail(db, id);
      return c.json(decided);
    });
}
