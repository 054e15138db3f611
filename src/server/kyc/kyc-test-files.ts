import { constants, crc32, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { KycDocumentKind } from "@/shared/kyc/kyc-documents";

/*
 * Real documents, made here with sharp and pdf-lib (the server decodes every file it accepts), and
 * the broken and hostile ones it must refuse.
 */

const photo = (width: number, height: number, noisy = false) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 180, g: 150, b: 120 },
      ...(noisy ? { noise: { type: "gaussian" as const, mean: 128, sigma: 40 } } : {}),
    },
  });

const bytesOf = (buffer: Buffer | Uint8Array) => new Uint8Array(buffer);

export const realJpeg = bytesOf(await photo(120, 80).jpeg().toBuffer());
export const realPng = bytesOf(await photo(120, 80).png().toBuffer());
/** Noise compresses badly: tens of kilobytes, above the 16 KB limit of the API's other routes. */
export const largeJpeg = bytesOf(await photo(240, 180, true).jpeg({ quality: 90 }).toBuffer());

async function bill(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText("Electricity bill: 12 Rustaveli Avenue, Tbilisi", {
    x: 50,
    y: 780,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return pdf;
}
export const realPdf = bytesOf(await (await bill()).save());

/** The bill with a classic trailer that names an encryption dictionary, as a password-protected PDF's does. */
export const encryptedPdf = bytesOf(
  Buffer.from(
    Buffer.from(await (await bill()).save({ useObjectStreams: false }))
      .toString("latin1")
      .replace(
        /trailer\s*<</,
        `trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <${"ab".repeat(32)}> /U <${"cd".repeat(32)}> /P -44 >>`,
      ),
    "latin1",
  ),
);

/** `bytes` followed by an HTML page: a file that is an image or PDF to one reader and a page to another. */
export const withHtml = (bytes: Uint8Array) =>
  bytesOf(Buffer.concat([bytes, Buffer.from("<html><script>alert(document.cookie)</script></html>")]));

export const htmlBytes = () => bytesOf(Buffer.from("<!doctype html><script>alert(1)</script>"));

/** A PDF's first bytes padded to `size` (for the size rule, checked before the content). */
export const pdfHeadPadded = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from("%PDF-1.4\n"));
  return bytes;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of side x side black pixels (1 bit each): ~20 KB that decode to `side`² pixels, 144
 * million at the default side.
 */
export function pngBomb(side = 12_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return bytesOf(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(rows, { level: constants.Z_BEST_COMPRESSION })),
      pngChunk("IEND", Buffer.alloc(0)),
    ]),
  );
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
  idFront: { bytes: realJpeg, name: "front.jpg", type: "image/jpeg" },
  idBack: { bytes: realPng, name: "back.png", type: "image/png" },
  selfie: { bytes: largeJpeg, name: "selfie.jpeg", type: "image/jpeg" },
  proofOfAddress: { bytes: realPdf, name: "bill.pdf", type: "application/pdf" },
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
