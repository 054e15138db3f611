import { create } from "qrcode";
import { useMemo } from "react";

/** Modules of white around the code: the quiet zone scanners need to find it. */
const QUIET_ZONE = 4;

/**
 * A QR code of `uri`, drawn as one SVG path (crisp at any size, no canvas). `label` is what a screen
 * reader announces: that it is a QR code, and what scanning it does.
 */
export function QrCode({
  uri,
  label,
  size = 208,
  testId,
}: {
  uri: string;
  label: string;
  size?: number;
  testId?: string;
}) {
  const { path, extent } = useMemo(() => {
    // M: 15% of the code may be damaged or covered; an address and an amount stay small enough.
    const { modules } = create(uri, { errorCorrectionLevel: "M" });
    let d = "";
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(y, x)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + 2 * QUIET_ZONE };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
