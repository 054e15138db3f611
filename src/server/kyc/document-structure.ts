/**
 * Where a JPEG, PNG or PDF ends by its own structure, read from the bytes without decoding them.
 * Anything after that end is not part of the document: a browser that sniffs it may find a page
 * there (an image or PDF with HTML appended is a polyglot).
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The offset just after a PNG's IEND chunk, walking the chunks from the signature; null when the
 * chunks run past the end of the bytes or there is no IEND (a truncated or malformed file).
 */
export function pngEnd(bytes: Uint8Array): number | null {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (first && type !== "IHDR") return null;
    first = false;
    if (type === "IEND") return next;
    offset = next;
  }
  return null;
}

/** JPEG markers that stand alone, without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The offset just after a JPEG's end-of-image marker, walking the segments from the start-of-image
 * marker and skipping each scan's entropy-coded data; null when the file ends first. An EXIF
 * thumbnail's own end marker sits inside a segment, so it is skipped with it.
 */
export function jpegEnd(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // A marker may be preceded by any number of 0xFF fill bytes.
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) return offset + 2;
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    offset += 2 + length;
    if (offset > bytes.length) return null;
    if (marker === 0xda) {
      // Entropy-coded data: a 0xFF there is followed by 0x00 (a stuffed byte) or a restart marker;
      // anything else is the next marker.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1] ?? 0;
        if (bytes[offset] === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7))
          break;
        offset += 1;
      }
    }
  }
  return null;
}

const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const EOF_MARKER = [...Buffer.from("%%EOF")];

/**
 * Whether a PDF ends with its last `%%EOF` followed by nothing but whitespace. A PDF updated in
 * place has several; what comes after the last one is read by no PDF reader.
 */
export function pdfEndsAtEof(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && PDF_WHITESPACE.has(bytes[end - 1] ?? 0)) end -= 1;
  const start = end - EOF_MARKER.length;
  return start >= 0 && EOF_MARKER.every((byte, i) => bytes[start + i] === byte);
}
