import type { KycDocumentKind } from "@/shared/kyc/kyc-documents";

/** Tiny but well-formed starts of each accepted type (the server reads only the signature). */
export const jpegBytes = (size = 64) => withHead([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], size);
export const pngBytes = (size = 64) =>
  withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], size);
export const pdfBytes = (size = 64) => withHead([...Buffer.from("%PDF-1.4\n")], size);
export const htmlBytes = () => new Uint8Array(Buffer.from("<!doctype html><script>alert(1)</script>"));

function withHead(head: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

export const validDetails = {
  fullName: "Nino Beridze",
  dateOfBirth: "1990-04-12",
  nationality: "GE",
  address: "12 Rustaveli Avenue",
  city: "Tbilisi",
  postalCode: "0108",
  documentType: "passport",
  documentNumber: "AB1234567",
  expiryDate: "2035-01-31",
};

export type TestDocument = { bytes: Uint8Array; name: string; type: string };

export const validDocuments = (): Record<KycDocumentKind, TestDocument> => ({
  idFront: { bytes: jpegBytes(), name: "front.jpg", type: "image/jpeg" },
  idBack: { bytes: pngBytes(), name: "back.png", type: "image/png" },
  selfie: { bytes: jpegBytes(200_000), name: "selfie.jpeg", type: "image/jpeg" },
  proofOfAddress: { bytes: pdfBytes(), name: "bill.pdf", type: "application/pdf" },
});

/** The wizard's multipart body; `null` leaves a field or document out. */
export function kycForm(
  details: Partial<Record<keyof typeof validDetails, string | null>> = {},
  documents: Partial<Record<KycDocumentKind, TestDocument | null>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validDetails, ...details })) {
    if (value !== null && value !== undefined) form.append(name, value);
  }
  for (const [kind, file] of Object.entries({ ...validDocuments(), ...documents })) {
    if (file)
      form.append(kind, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  }
  return form;
}
