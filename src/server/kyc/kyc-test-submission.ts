import type { Db } from "@/server/db/client";
import type { DocumentStore } from "@/server/kyc/document-store";
import { type CheckedDocument, submitKyc } from "@/server/kyc/kyc-submission";
import { validDetails, validDocuments } from "@/server/kyc/kyc-test-files";
import type { DocumentContentType, KycDocumentKind } from "@/shared/kyc/kyc-documents";
import { kycDetailsSchema } from "@/shared/kyc/kyc-schemas";

/** The four valid test documents, as the routes hand them to `submitKyc` once checked. */
export const testDocuments = (): CheckedDocument[] =>
  Object.entries(validDocuments()).map(([kind, file]) => ({
    kind: kind as KycDocumentKind,
    bytes: file.bytes,
    contentType: file.type as DocumentContentType,
    originalName: file.name,
  }));

/** A pending submission of the valid test details and documents, stored as `POST /api/kyc` stores it. */
export async function storeTestSubmission(db: Db, store: DocumentStore, userId: string): Promise<string> {
  const result = await submitKyc(db, store, userId, kycDetailsSchema().parse(validDetails), testDocuments());
  if (!result.ok) throw new Error(`the test submission was refused: ${result.reason}`);
  return result.submissionId;
}
