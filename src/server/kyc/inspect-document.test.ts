import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegEnd, pdfEndsAtEof, pngEnd } from "@/server/kyc/document-structure";
import { inspectDocument, pdfInflatedSize } from "@/server/kyc/inspect-document";
import { realJpeg, realPdf, realPng, withHtml } from "@/server/kyc/kyc-test-files";
import { documentMessages } from "@/shared/kyc/kyc-documents";

const bytes = (...parts: Array<Uint8Array | string | number[]>) =>
  new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))),
  );

describe("inspecting an uploaded document", () => {
  it("accepts real images and PDFs, a progressive JPEG and a PNG with text chunks among them", async () => {
    const progressive = new Uint8Array(
      await sharp(realPng).jpeg({ progressive: true, quality: 70 }).toBuffer(),
    );
    const annotated = new Uint8Array(
      await sharp(realPng)
        .png()
        .withMetadata()
        .withExif({ IFD0: { Copyright: "PXL" } })
        .toBuffer(),
    );
    for (const [file, contentType] of [
      [realJpeg, "image/jpeg"],
      [progressive, "image/jpeg"],
      [realPng, "image/png"],
      [annotated, "image/png"],
      [realPdf, "application/pdf"],
      [bytes(realPdf, "\r\n \n"), "application/pdf"],
    ] as const) {
      expect(await inspectDocument(file)).toEqual({ ok: true, contentType, bytes: file });
    }
  });

  it("finds a JPEG's end past an end marker inside a segment (an EXIF thumbnail's, a comment's)", async () => {
    // A comment segment right after the start marker, holding an end marker and a page.
    const body = Buffer.from("\xff\xd9<html><script>alert(1)</script></html>", "latin1");
    const length = [((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff];
    const commented = bytes(realJpeg.subarray(0, 2), [0xff, 0xfe, ...length], body, realJpeg.subarray(2));
    expect(jpegEnd(commented)).toBe(commented.length);
    expect(await inspectDocument(commented)).toMatchObject({ ok: true, bytes: commented });

    const phone = bytes(realJpeg, "MotionPhoto_Data", new Uint8Array(4096));
    expect(await inspectDocument(phone)).toEqual({ ok: true, contentType: "image/jpeg", bytes: realJpeg });
  });

  it("reads where each format ends", () => {
    expect(pngEnd(realPng)).toBe(realPng.length);
    expect(pngEnd(withHtml(realPng))).toBe(realPng.length);
    expect(pngEnd(realPng.subarray(0, realPng.length - 1))).toBeNull();
    expect(jpegEnd(withHtml(realJpeg))).toBe(realJpeg.length);
    expect(jpegEnd(realJpeg.subarray(0, realJpeg.length - 2))).toBeNull();
    expect(pdfEndsAtEof(realPdf)).toBe(true);
    expect(pdfEndsAtEof(bytes(realPdf, "\n%%EOF\n"))).toBe(true);
    expect(pdfEndsAtEof(withHtml(realPdf))).toBe(false);
    expect(pdfEndsAtEof(bytes(realPdf, "\n%%EOF <html></html>"))).toBe(false);
  });

  it("refuses a PDF whose streams inflate past 128 MB before the PDF parser inflates them", async () => {
    const bomb = deflateSync(Buffer.alloc(129 * 1024 * 1024));
    const pdf = bytes(
      "%PDF-1.7\n1 0 obj\n<< /Type /Obj#53tm /N 1 /First 4 /Filter /FlateDecode /Length ",
      String(bomb.length),
      " >>\nstream\n",
      bomb,
      "\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    );
    expect(await inspectDocument(pdf)).toEqual({ ok: false, message: documentMessages.damaged });
  });

  it("counts what a stream inflated before its data turned out damaged", async () => {
    // Three object streams of 50 MB each whose checksum is broken: zlib fails at their very end,
    // after inflating everything; pdf-lib, which does not check it, would inflate all 150 MB.
    const streams = [1, 2, 3].map((n) => {
      const data = deflateSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
      data[data.length - 1] = (data[data.length - 1] ?? 0) ^ 0xff;
      return bytes(
        `${n} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n`,
        data,
        "\nendstream\nendobj\n",
      );
    });
    const pdf = bytes("%PDF-1.7\n", ...streams, "trailer\n<< /Root 1 0 R >>\n%%EOF\n");
    expect(await pdfInflatedSize(pdf)).toBeGreaterThan(128 * 1024 * 1024);
    expect(await inspectDocument(pdf)).toEqual({ ok: false, message: documentMessages.damaged });
  });

  it("keeps serving others while it inflates a PDF's streams", async () => {
    const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024));
    const pdf = bytes(
      "%PDF-1.7\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n",
      bomb,
      "\nendstream\nendobj\n%%EOF\n",
    );
    // Turns of the event loop while the inspection runs: none if inflating held the thread.
    let turns = 0;
    let inspecting = true;
    const turn = () => {
      turns += 1;
      if (inspecting) setImmediate(turn);
    };
    setImmediate(turn);
    await pdfInflatedSize(pdf);
    inspecting = false;
    expect(turns).toBeGreaterThan(1);
  });
});
