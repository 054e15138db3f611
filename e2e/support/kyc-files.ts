import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/*
 * Real documents for the identity check: the server decodes every file it accepts, so a valid head
 * on padding is refused. Made here, as a phone or a scanner would hand them over.
 */

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const photo = () =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: { r: 180, g: 150, b: 120 } } });

export const jpegFile = async (name: string): Promise<UploadFile> => ({
  name,
  mimeType: "image/jpeg",
  buffer: await photo().jpeg().toBuffer(),
});

export const pngFile = async (name: string): Promise<UploadFile> => ({
  name,
  mimeType: "image/png",
  buffer: await photo().png().toBuffer(),
});

export async function pdfFile(name: string): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText("Electricity bill: 7 Chavchavadze Avenue, Tbilisi", {
    x: 50,
    y: 780,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) };
}
