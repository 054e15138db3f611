import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycDocuments, kycSubmissions } from "@/server/db/schema";
import type { DocumentStore, StagedDocument } from "@/server/kyc/document-store";
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
 * Stores a submission and its four documents, all or nothing: the files are written under
 * temporary names, the rows in one transaction, and the files take their names only after the
 * commit. Any failure removes the files; the database's unique index (one pending submission per
 * user) decides between two submissions sent at once.
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
  const staged: Array<StagedDocument & CheckedDocument> = [];
  try {
    for (const document of documents) staged.push({ ...document, ...(await store.stage(document.bytes)) });
    let submissionId: string;
    try {
      submissionId = await db.transaction(async (tx) => {
        const [submission] = await tx
          .insert(kycSubmissions)
          .values({ userId, ...details })
          .returning({ id: kycSubmissions.id });
        if (!submission) throw new Error("the submission was not stored");
        await tx.insert(kycDocuments).values(
          staged.map((file) => ({
            submissionId: submission.id,
            kind: storedKind[file.kind],
            storedName: file.storedName,
            originalName: file.originalName.slice(0, 255),
            contentType: file.contentType,
            sizeBytes: file.bytes.length,
            sha256: file.sha256,
          })),
        );
        return submission.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        await store.discard(staged);
        return { ok: false, reason: "pending" };
      }
      throw error;
    }
    try {
      await store.publish(staged);
    } catch (error) {
      // The rows would name files that are not there: take the submission back.
      await db.delete(kycSubmissions).where(eq(kycSubmissions.id, submissionId));
      throw error;
    }
    return { ok: true, submissionId };
  } catch (error) {
    await store.discard(staged);
    throw error;
  }
}

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
