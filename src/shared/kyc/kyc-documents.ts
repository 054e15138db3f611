/**
 * The four documents of an identity check and the rules each file must pass, the same in the
 * browser (before uploading) and on the server (which alone decides). The type is read from the
 * file's first bytes: neither the name nor the type the browser reports is trusted.
 */
export const kycDocumentKinds = ["idFront", "idBack", "selfie", "proofOfAddress"] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

export const kycDocumentLabels: Record<KycDocumentKind, string> = {
  idFront: "ID document (front)",
  idBack: "ID document (back)",
  selfie: "Selfie holding your ID",
  proofOfAddress: "Proof of address",
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

export const documentMessages = {
  missing: (kind: KycDocumentKind) => `Please upload the ${kycDocumentLabels[kind]}.`,
  empty: "This file is empty. Please choose another one.",
  tooLarge: "This file is larger than 10 MB. Please choose a smaller one.",
  wrongType: "This file is not a JPEG, PNG or PDF. Please choose an image or a PDF document.",
  // Found only by the server, which reads the whole file.
  damaged: "This file is damaged or incomplete. Please upload a valid JPEG, PNG or PDF file.",
  appended: "This file has other data attached after its end. Please upload a valid JPEG, PNG or PDF file.",
  tooManyPixels: `This image has more than ${MAX_DOCUMENT_MEGAPIXELS} megapixels. Please upload a smaller photo.`,
  encrypted: "This PDF is protected by a password. Please upload a PDF without one.",
} as const;

/** The reason a file is refused, or null when it may be uploaded. */
export function documentProblem(size: number, head: Uint8Array): string | null {
  if (size <= 0) return documentMessages.empty;
  if (size > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  if (sniffDocumentType(head) === null) return documentMessages.wrongType;
  return null;
}
