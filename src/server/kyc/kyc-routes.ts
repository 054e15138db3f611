import { type Context, Hono, type MiddlewareHandler } from "hono";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { requestBodyLimit } from "@/server/http/request-body-limit";
import type { DocumentStore } from "@/server/kyc/document-store";
import { inspectDocument } from "@/server/kyc/inspect-document";
import { kycDocumentResponse, notFound } from "@/server/kyc/kyc-document-response";
import { type CheckedDocument, kycStatusOf, latestSubmission, submitKyc } from "@/server/kyc/kyc-submission";
import { receiveUpload } from "@/server/kyc/receive-upload";
import { createUploadGate, type Upload, type UploadGate } from "@/server/kyc/upload-gate";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import type { Realtime } from "@/server/realtime/realtime";
import type { ApiError } from "@/shared/api-error";
import {
  documentMessages,
  type KycDocumentKind,
  kycDocumentKinds,
  MAX_DOCUMENT_BYTES,
} from "@/shared/kyc/kyc-documents";
import { kycDetailsSchema, kycFieldNames, kycMessages } from "@/shared/kyc/kyc-schemas";

export interface RouteDeps {
  auth: Auth;
  db: Db;
  realtime: Realtime;
  config: Pick<Config, "baseUrl" | "production">;
  /** The identity documents, encrypted in the database. */
  documents: DocumentStore;
  /** What uploads may hold at once, counted per app: four bodies' worth of bytes and four checks unless given. */
  uploadGate?: UploadGate;
}

/** Four documents of at most 10 MB and the form's fields; a bigger body is refused unread. */
export const KYC_BODY_LIMIT = 4 * MAX_DOCUMENT_BYTES + 1024 * 1024;

type UploadVariables = SignedInVariables & { upload: Upload };
type Ctx = Context<{ Variables: UploadVariables }>;
const refuse = (c: Ctx, status: 400 | 409 | 503, body: ApiError) => c.json<ApiError>(body, status);

const busy = (c: Ctx) => {
  // What the message says ("in a minute"); an upload's checks take seconds.
  c.header("Retry-After", "60");
  return refuse(c, 503, { error: m.api_kyc_busy(), code: "busy" });
};

/**
 * Lets the upload through the gate for the rest of the request, body and checks included, and frees
 * what it holds whatever ends it: an answer, a thrown error, a client gone mid-body (its reading then
 * fails). A body whose declared length cannot fit now is refused before a byte of it is read.
 */
function enterUploadGate(gate: UploadGate): MiddlewareHandler<{ Variables: UploadVariables }> {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    const entry = gate.enter(c.get("userId"), Number.isSafeInteger(declared) ? declared : undefined);
    if (entry.ok) {
      c.set("upload", entry.upload);
      try {
        await next();
      } finally {
        entry.upload.release();
      }
      return;
    }
    switch (entry.reason) {
      case "user":
        return refuse(c, 409, { error: m.api_kyc_upload_in_progress(), code: "upload_in_progress" });
      case "full":
        return busy(c);
    }
  };
}

/**
 * Identity checks (issue 5): `POST /api/kyc` (multipart: the wizard's fields and its four
 * documents), `GET /api/kyc` (the latest submission's state) and `GET /api/kyc/documents/:kind`
 * (the owner's own documents).
 */
export function kycRoutes({
  auth,
  db,
  realtime,
  documents: store,
  uploadGate = createUploadGate({ bodyBytes: 4 * KYC_BODY_LIMIT }),
}: RouteDeps) {
  // Entered before the rate limit: an attempt refused for running in parallel, or for a body that
  // cannot fit, costs none of the person's.
  const gate = enterUploadGate(uploadGate);
  return new Hono<{ Variables: UploadVariables }>()
    .use(requireUser(auth))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await kycStatusOf(db, c.get("userId")));
    })
    .get("/documents/:kind", async (c) => {
      const kind = c.req.param("kind");
      if (!isKind(kind)) return notFound();
      const submission = await latestSubmission(db, c.get("userId"));
      if (!submission) return notFound();
      return kycDocumentResponse(store, submission.id, kind);
    })
    .post("/", gate, userRateLimit(db, "kycSubmission"), requestBodyLimit(KYC_BODY_LIMIT), async (c) => {
      const userId = c.get("userId");
      // Checked before the body is read; the unique index decides between submissions sent at once.
      const latest = await latestSubmission(db, userId);
      if (latest?.status === "pending")
        return refuse(c, 409, { error: kycMessages.alreadyPending, code: "pending" });
      if (latest?.status === "verified")
        return refuse(c, 409, { error: kycMessages.alreadyVerified, code: "verified" });

      const upload = c.get("upload");
      const received = await receiveUpload(c.req.raw, upload);
      if (!received.ok) {
        if (received.reason === "full") return busy(c);
        return refuse(c, 400, { error: m.api_kyc_form_missing(), code: "invalid" });
      }
      const body = Object.fromEntries(received.form);
      const fields = Object.fromEntries(
        kycFieldNames.map((name) => [name, typeof body[name] === "string" ? body[name] : undefined]),
      );
      const details = kycDetailsSchema().safeParse(fields);
      if (!details.success) {
        const issue = details.error.issues[0];
        return refuse(c, 400, {
          error: issue?.message ?? "Invalid request",
          code: "invalid",
          field: issue?.path.join("."),
        });
      }

      // The checks copy and decode every file: they wait for one of the gate's few places.
      await upload.check();
      const documents: CheckedDocument[] = [];
      for (const kind of kycDocumentKinds) {
        const file = body[kind];
        if (!(file instanceof File)) {
          return refuse(c, 400, {
            error: documentMessages.missing(kind),
            code: "invalid_document",
            field: kind,
          });
        }
        const inspected = await inspectDocument(new Uint8Array(await file.arrayBuffer()));
        if (!inspected.ok) {
          return refuse(c, 400, { error: inspected.message, code: "invalid_document", field: kind });
        }
        const { bytes, contentType } = inspected;
        documents.push({ kind, bytes, contentType, originalName: file.name || kind });
      }

      const result = await submitKyc(db, store, userId, details.data, documents);
      if (!result.ok) return refuse(c, 409, { error: kycMessages.alreadyPending, code: "pending" });
      realtime.changed.kyc([userId]);
      return c.json(await kycStatusOf(db, userId), 201);
    });
}

function isKind(value: string): value is KycDocumentKind {
  return (kycDocumentKinds as readonly string[]).includes(value);
}
