import { m } from "@/paraglide/messages";
import { TamperedDocumentError, WrongKeyError } from "@/server/kyc/document-crypto";
import type { DocumentStore } from "@/server/kyc/document-store";
import { storedKind } from "@/server/kyc/kyc-submission";
import { log } from "@/server/lib/log";
import type { ApiError } from "@/shared/api-error";
import { documentExtensions, type KycDocumentKind } from "@/shared/kyc/kyc-documents";

const kebab: Record<KycDocumentKind, string> = {
  idFront: "id-front",
  idBack: "id-back",
  selfie: "selfie",
  proofOfAddress: "proof-of-address",
};

const noStore = { "Cache-Control": "no-store" };

/**
 * One document of a submission as a download: its sniffed type, never cached, never rendered
 * inline, never re-sniffed by the browser. Whoever calls it has checked that the reader may see it
 * (the owner through `GET /api/kyc/documents/:kind`; operators in issue 6). A document that fails
 * its authenticity check (altered bytes, the wrong key) is never served: the reader is told it
 * cannot be shown, and the log says why.
 */
export async function kycDocumentResponse(
  store: DocumentStore,
  submissionId: string,
  kind: KycDocumentKind,
): Promise<Response> {
  let read: Awaited<ReturnType<DocumentStore["read"]>>;
  try {
    read = await store.read(submissionId, storedKind[kind]);
  } catch (error) {
    if (error instanceof TamperedDocumentError || error instanceof WrongKeyError) {
      log.error({ err: error, submissionId, kind }, `identity document refused: ${error.message}`);
      return Response.json(
        {
          error:
            "This document cannot be shown: its stored copy failed our integrity check. Please contact support.",
          code: "document_unreadable",
        } satisfies ApiError,
        { status: 500, headers: noStore },
      );
    }
    throw error;
  }
  if (!read.ok && read.reason === "not_found") return notFound();
  if (!read.ok) {
    log.error(
      { submissionId, kind, storedName: read.storedName },
      "identity document still on an instance's disk: start the instance whose DATA_DIR/kyc-documents holds it",
    );
    return Response.json(
      {
        error:
          "This document is being moved to our new storage and cannot be shown yet. Please try again later.",
        code: "document_unavailable",
      } satisfies ApiError,
      { status: 503, headers: { ...noStore, "Retry-After": "300" } },
    );
  }
  const { bytes, contentType } = read;
  const filename = `${kebab[kind]}.${documentExtensions[contentType]}`;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      ...noStore,
    },
  });
}

export function notFound(): Response {
  return Response.json({ error: m.api_kyc_document_not_found() } satisfies ApiError, {
    status: 404,
    headers: noStore,
  });
}
