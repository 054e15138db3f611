import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPxl, formatUsdtExact } from "@/shared/format/money";

type Units = bigint | string;

/**
 * PXL on chain has 18 decimals, the site writes micro-PXL: the one formatter gets micro-PXL (below a
 * micro-PXL is dust no person reads, see tokenUnitsToMicroPxl).
 */
export const formatPxlUnits = (units: Units) => formatPxl(tokenUnitsToMicroPxl(BigInt(units)));

/** A round's amount in its token: PXL units, or micro-USDT for dividends (every micro-unit shown). */
export const formatRoundAmount = (kind: "pxl" | "dividend", units: Units) =>
  kind === "pxl" ? formatPxlUnits(units) : formatUsdtExact(units);
