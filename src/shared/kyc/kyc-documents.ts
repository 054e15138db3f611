import { m } from "@/paraglide/messages";

/**
 * The four documents of an identity check and the rules each file must pass, the same in the
 * browser (before uploading) and on the server (which alone decides). The type is read from the
 * file's first bytes: neither the name nor the type the browser reports is trusted.
 */
export const kycDocumentKinds = ["idFront", "idBack", "selfie", "proofOfAddress"] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

/** Each document's name, in the current language: read when shown (getters), never kept. */
export const kycDocumentLabels: Readonly<Record<KycDocumentKind, string>> = {
  get idFront() {
    return m.kyc_document_id_front();
  },
  get idBack() {
    return m.kyc_document_id_back();
  },
  get selfie() {
    return m.kyc_document_selfie();
  },
  get proofOfAddress() {
    return m.kyc_document_proof_of_address();
  },
};

/** 10 MB, as the kyc_documents table's check allows. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * The largest image the server decodes: a phone's 50 or 64 megapixel mode (9248 x 6936) fits; an identity
 * document needs far less. Refused from the header, before decoding, so a small file that claims
 * a billion pixels (a decompression bomb) costs nothing.
 */
export const MAX_DOCUMENT_MEGAPIXELS = 70;

export const documentContentTypes = ["image/jpeg", "image/png", "application/pdf"] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** The extension a stored type is served with (never the uploader's own name). */
export const documentExtensions: Record<DocumentContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/** How many leading bytes `sniffDocumentType` needs. */
export const SNIFF_BYTES = 8;

const signatures: ReadonlyArray<{ type: DocumentContentType; bytes: readonly number[] }> = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The document type the content starts with, or null when it is none of JPEG, PNG or PDF. */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | null {
  for (const { type, bytes } of signatures) {
    if (bytes.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

/** Why a file is refused, in the current language (the browser's page, the server's request). */
export const documentMessages = {
  missing: (kind: KycDocumentKind) => m.kyc_document_missing({ document: kycDocumentLabels[kind] }),
  get empty() {
    return m.kyc_document_empty();
  },
  get tooLarge() {
    return m.kyc_document_too_large();
  },
  get wrongType() {
    return m.kyc_document_wrong_type();
  },
  // Found only by the server, which reads the whole file.
  get damaged() {
    return m.kyc_document_damaged();
  },
  get appended() {
    return m.kyc_document_appended();
  },
  get tooManyPixels() {
    return m.kyc_document_too_many_pixels({ megapixels: String(MAX_DOCUMENT_MEGAPIXELS) });
  },
  get encrypted() {
    return m.kyc_document_encrypted();
  },
};

/** The reason a file is refused, or null when it may be uploaded. */
export function documentProblem(size: number, head: Uint8Array): string | null {
  if (size <= 0) return documentMessages.empty;
  if (size > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  if (sniffDocumentType(head) === null) return documentMessages.wrongType;
  return null;
}
