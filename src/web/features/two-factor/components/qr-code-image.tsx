import { useQuery } from "@tanstack/react-query";
import { m } from "@/paraglide/messages";

const SIZE = 192;

/** The QR code of `text` as an SVG data: address; the library loads only when a code is drawn. */
async function qrDataUrl(text: string): Promise<string> {
  const { toString: renderQr } = await import("qrcode");
  const svg = await renderQr(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code image; while it is drawn a blank square of the same size holds its place. */
export function QrCodeImage({ text, alt }: { text: string; alt: string }) {
  // The secret stays in memory only as long as this image is on screen.
  const qr = useQuery({
    queryKey: ["qr-code", text],
    queryFn: () => qrDataUrl(text),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (qr.data) {
    return (
      <img
        src={qr.data}
        alt={alt}
        width={SIZE}
        height={SIZE}
        className="rounded-lg border border-slate-200 bg-white"
      />
    );
  }
  return (
    <div
      style={{ width: SIZE, height: SIZE }}
      className="flex items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-4 text-center text-slate-600 text-sm"
    >
      {qr.isError ? m.twofactor_qr_failed() : null}
    </div>
  );
}
