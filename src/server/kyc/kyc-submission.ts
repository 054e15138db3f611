import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycDocumentContents, kycDocuments, kycSubmissions } from "@/server/db/schema";
import type { DocumentStore } from "@/server/kyc/document-store";
import { type DocumentContentType, type KycDocumentKind, kycDocumentKinds } from "@/shared/kyc/kyc-documents";
import type { KycDetails, KycStatus } from "@/shared/kyc/kyc-schemas";

/** The table's names of the four documents. */
export const storedKind = {
  idFront: "id_front",
  idBack: "id_back",
  selfie: "selfie",
  proofOfAddress: "proof_of_address",
} as const satisfies Record<KycDocumentKind, string>;

export interface CheckedDocument {
  kind: KycDocumentKind;
  bytes: Uint8Array;
  contentType: DocumentContentType;
  originalName: string;
}

export type SubmitResult = { ok: true; submissionId: string } | { ok: false; reason: "pending" };

/** The user's latest submission, or none. */
export async function latestSubmission(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  return row ?? null;
}

export async function kycStatusOf(db: Db, userId: string): Promise<KycStatus> {
  const row = await latestSubmission(db, userId);
  if (!row) return { status: "not_submitted", submittedAt: null, decidedAt: null, reason: null };
  return {
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.status === "rejected" ? row.decisionReason : null,
  };
}

/**
 * Stores a submission and its four documents, all or nothing: the documents are encrypted first
 * (bound to the submission's id, chosen here), then the submission, its documents and their
 * encrypted bytes are written in one transaction. The database's unique index (one pending
 * submission per user) decides between two submissions sent at once.
 */
export async function submitKyc(
  db: Db,
  store: DocumentStore,
  userId: string,
  details: KycDetails,
  documents: readonly CheckedDocument[],
): Promise<SubmitResult> {
  if (
    documents
      .map((d) => d.kind)
      .sort()
      .join() !== [...kycDocumentKinds].sort().join()
  ) {
    throw new Error("a submission needs exactly the four documents");
  }
  const submissionId = randomUUID();
  const sealed = documents.map((document) => ({
    document,
    ...store.seal(submissionId, storedKind[document.kind], document.bytes),
  }));
  try {
    await db.transaction(async (tx) => {
      await tx.insert(kycSubmissions).values({ id: submissionId, userId, ...details });
      await tx.insert(kycDocuments).values(
        sealed.map(({ document, contents, sha256 }) => ({
          submissionId,
          kind: contents.kind,
          originalName: document.originalName.slice(0, 255),
          contentType: document.contentType,
          sizeBytes: document.bytes.length,
          sha256,
        })),
      );
      await tx.insert(kycDocumentContents).values(sealed.map(({ contents }) => contents));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "pending" };
    throw error;
  }
  return { ok: true, submissionId };
}

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
