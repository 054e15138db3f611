import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycDocumentContents, kycDocuments } from "@/server/db/schema";
import { documentAad, openDocument, sealDocument, TamperedDocumentError } from "@/server/kyc/document-crypto";
import { keyIdOf } from "@/server/kyc/kyc-key";

/** The table's name of a document's kind (`id_front`...). */
export type StoredKind = (typeof kycDocuments.$inferSelect)["kind"];

export type DocumentRead =
  | { ok: true; bytes: Buffer; contentType: (typeof kycDocuments.$inferSelect)["contentType"] }
  /** No such document. */
  | { ok: false; reason: "not_found" }
  /** Its row names a file not yet moved into the database (it is on the disk of an instance not yet restarted). */
  | { ok: false; reason: "not_moved"; storedName: string };

/**
 * Identity documents in the database, so that every instance serves them: each one encrypted under
 * a data key of its own, wrapped by KYC_ENCRYPTION_KEY (see document-crypto). No plaintext is ever
 * written anywhere, and reading checks authenticity before a byte is returned: a tampered row or the
 * wrong key throws (TamperedDocumentError, WrongKeyError) rather than serve anything.
 */
export function createDocumentStore(db: Db, masterKey: Uint8Array) {
  return {
    keyId: keyIdOf(masterKey),
    /** The row of kyc_document_contents for a document of this submission, and its SHA-256. */
    seal(submissionId: string, kind: StoredKind, bytes: Uint8Array) {
      const sealed = sealDocument(masterKey, bytes, documentAad(submissionId, kind));
      return {
        contents: { submissionId, kind, ...sealed },
        sha256: createHash("sha256").update(bytes).digest("hex"),
      };
    },
    async read(submissionId: string, kind: StoredKind): Promise<DocumentRead> {
      const [row] = await db
        .select({
          contentType: kycDocuments.contentType,
          storedName: kycDocuments.storedName,
          contents: {
            keyId: kycDocumentContents.keyId,
            wrappedKey: kycDocumentContents.wrappedKey,
            iv: kycDocumentContents.iv,
            ciphertext: kycDocumentContents.ciphertext,
            authTag: kycDocumentContents.authTag,
          },
        })
        .from(kycDocuments)
        .leftJoin(
          kycDocumentContents,
          and(
            eq(kycDocumentContents.submissionId, kycDocuments.submissionId),
            eq(kycDocumentContents.kind, kycDocuments.kind),
          ),
        )
        .where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.kind, kind)));
      if (!row) return { ok: false, reason: "not_found" };
      if (!row.contents) {
        if (row.storedName) return { ok: false, reason: "not_moved", storedName: row.storedName };
        return { ok: false, reason: "not_found" };
      }
      let bytes: Buffer;
      try {
        bytes = openDocument(masterKey, row.contents, documentAad(submissionId, kind));
      } catch (error) {
        if (!(error instanceof TamperedDocumentError)) throw error;
        throw new TamperedDocumentError(error.part, `the ${kind} of submission ${submissionId}`);
      }
      return { ok: true, bytes, contentType: row.contentType };
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
