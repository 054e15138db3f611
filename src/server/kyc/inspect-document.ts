import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createInflate } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { jpegEnd, pdfEndsAtEof, pngEnd } from "@/server/kyc/document-structure";
import {
  type DocumentContentType,
  documentMessages,
  documentProblem,
  MAX_DOCUMENT_MEGAPIXELS,
  SNIFF_BYTES,
  sniffDocumentType,
} from "@/shared/kyc/kyc-documents";

export type InspectedDocument =
  | { ok: true; contentType: DocumentContentType; bytes: Uint8Array }
  | { ok: false; message: string };

/**
 * Decides whether an uploaded file is the JPEG, PNG or PDF it starts as, reading all of it: the
 * size and first bytes (the rules the wizard applies too), the format's own end with nothing after
 * it, then a full decode (every pixel of an image; every object of a PDF). The bytes to store come
 * back: a JPEG's are cut at its end-of-image marker (see `inspectJpeg`).
 */
export async function inspectDocument(bytes: Uint8Array): Promise<InspectedDocument> {
  const head = bytes.subarray(0, SNIFF_BYTES);
  const problem = documentProblem(bytes.length, head);
  const contentType = sniffDocumentType(head);
  if (problem || !contentType) return { ok: false, message: problem ?? documentMessages.wrongType };
  switch (contentType) {
    case "image/png":
      return inspectPng(bytes);
    case "image/jpeg":
      return inspectJpeg(bytes);
    case "application/pdf":
      return inspectPdf(bytes);
  }
}

const refused = (message: string): InspectedDocument => ({ ok: false, message });

async function inspectPng(bytes: Uint8Array): Promise<InspectedDocument> {
  const end = pngEnd(bytes);
  if (end === null) return refused(documentMessages.damaged);
  if (end !== bytes.length) return refused(documentMessages.appended);
  return (await decodeImage(bytes, "png")) ?? { ok: true, contentType: "image/png", bytes };
}

/**
 * Bytes after a JPEG's end-of-image marker are kept by no viewer, yet phones put data there: Google's
 * and Samsung's motion photos append a video, some cameras their own trailer. Refusing them would
 * turn away an investor's genuine selfie, so the file is cut at the marker instead: what is stored
 * and shown to the operator is exactly the decoded image, and nothing appended (HTML included)
 * reaches storage.
 */
async function inspectJpeg(bytes: Uint8Array): Promise<InspectedDocument> {
  const end = jpegEnd(bytes);
  if (end === null) return refused(documentMessages.damaged);
  const image = bytes.subarray(0, end);
  return (await decodeImage(image, "jpeg")) ?? { ok: true, contentType: "image/jpeg", bytes: image };
}

/** Decodes every pixel and discards them as they come; the refusal, or null when the image is whole. */
async function decodeImage(bytes: Uint8Array, format: "png" | "jpeg"): Promise<InspectedDocument | null> {
  const maxPixels = MAX_DOCUMENT_MEGAPIXELS * 1_000_000;
  try {
    // The header alone, to tell the investor the size is the problem.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== format) return refused(documentMessages.damaged);
    if ((header.width ?? 0) * (header.height ?? 0) > maxPixels)
      return refused(documentMessages.tooManyPixels);
    const image = sharp(bytes, { failOn: "error", limitInputPixels: maxPixels, sequentialRead: true });
    // A stream, not a buffer: a 70-megapixel image with alpha at 16 bits would be half a gigabyte.
    await pipeline(image.raw(), new Writable({ write: (_chunk, _encoding, done) => done() }));
    return null;
  } catch {
    return refused(documentMessages.damaged);
  }
}

/**
 * pdf-lib inflates a PDF's object streams as it loads it; a few kilobytes can inflate to gigabytes.
 * Every stream that inflates counts against this, before pdf-lib sees the file: a real proof of
 * address (a few pages, even scanned) inflates to a small fraction of it.
 */
const MAX_PDF_INFLATED_BYTES = 128 * 1024 * 1024;

async function inspectPdf(bytes: Uint8Array): Promise<InspectedDocument> {
  if (!pdfEndsAtEof(bytes)) return refused(documentMessages.appended);
  if ((await pdfInflatedSize(bytes)) > MAX_PDF_INFLATED_BYTES) return refused(documentMessages.damaged);
  let pdf: PDFDocument;
  try {
    // Loaded even when encrypted (its objects still parse), to say so rather than "damaged".
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (pdf.getPageCount() === 0) return refused(documentMessages.damaged);
  } catch {
    return refused(documentMessages.damaged);
  }
  // An operator could not open it without the password.
  if (pdf.isEncrypted) return refused(documentMessages.encrypted);
  return { ok: true, contentType: "application/pdf", bytes };
}

const STREAM = /(?<!end)stream(?:\r\n|\n|\r)?/g;

/**
 * How many bytes the file's deflated streams inflate to, up to just past the limit. Each `stream`
 * keyword is tried from its data to the end of the file: zlib stops at the end of its own data, so
 * bytes that only look like `endstream` inside it cannot hide the rest. What is not zlib is skipped.
 * What a stream inflated before it failed counts too: a stream that inflates 100 MB and then breaks
 * its checksum is still inflated by pdf-lib, which does not check it. Inflated off the main thread,
 * so a file built to inflate slowly holds up no one else's request.
 */
export async function pdfInflatedSize(bytes: Uint8Array): Promise<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let total = 0;
  for (const match of text.matchAll(STREAM)) {
    total += await inflatedBytes(
      bytes.subarray(match.index + match[0].length),
      MAX_PDF_INFLATED_BYTES - total,
    );
    if (total > MAX_PDF_INFLATED_BYTES) break;
  }
  return total;
}

/** The bytes `input` inflates to before it ends, fails or passes `budget` (then just past it). */
function inflatedBytes(input: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflater = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let produced = 0;
    inflater.on("data", (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > budget) {
        inflater.destroy();
        resolve(produced);
      }
    });
    inflater.on("error", () => resolve(produced));
    inflater.on("end", () => resolve(produced));
    inflater.end(input);
  });
}
