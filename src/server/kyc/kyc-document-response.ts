import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { kycDocuments } from "@/server/db/schema";
import type { DocumentStore } from "@/server/kyc/document-store";
import { storedKind } from "@/server/kyc/kyc-submission";
import type { ApiError } from "@/shared/api-error";
import { documentExtensions, type KycDocumentKind } from "@/shared/kyc/kyc-documents";

const kebab: Record<KycDocumentKind, string> = {
  idFront: "id-front",
  idBack: "id-back",
  selfie: "selfie",
  proofOfAddress: "proof-of-address",
};

/**
 * One document of a submission as a download: its sniffed type, never cached, never rendered
 * inline, never re-sniffed by the browser. Whoever calls it has checked that the reader may see it
 * (the owner through `GET /api/kyc/documents/:kind`; operators in issue 6).
 */
export async function kycDocumentResponse(
  db: Db,
  store: DocumentStore,
  submissionId: string,
  kind: KycDocumentKind,
): Promise<Response> {
  const [row] = await db
    .select({ storedName: kycDocuments.storedName, contentType: kycDocuments.contentType })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.kind, storedKind[kind])));
  if (!row) return notFound();
  const bytes = await store.read(row.storedName);
  const filename = `${kebab[kind]}.${documentExtensions[row.contentType]}`;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function notFound(): Response {
  return Response.json({ error: "Document not found" } satisfies ApiError, {
    status: 404,
    headers: { "Cache-Control": "no-store" },
  });
}
