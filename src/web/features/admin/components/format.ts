import { formatInteger, formatUnits, PXL_DECIMALS } from "@/shared/money/units";

/** "1,234.56 USDT" from micro-USDT (an integer string), truncated to the cent. */
export const usdt = (microUsdt: string | bigint) => `${formatUnits(BigInt(microUsdt))} USDT`;

/** "1,234.56 PXL" from micro-PXL. */
export const pxl = (microPxl: string | bigint) =>
  `${formatUnits(BigInt(microPxl), { decimals: PXL_DECIMALS })} PXL`;

/** "1,234" from an integer string (blocks, counts). */
export const count = (value: string | number) => formatInteger(BigInt(value));

/** A moment in the operator's own locale and time zone. */
export const dateTime = (iso: string, { seconds = false } = {}) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: seconds ? "medium" : "short" });

export const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** "0x1234…abcd": an address or hash short enough for a table cell (the full value goes in a title). */
export function shorten(hex: string): string {
  return hex.length <= 14 ? hex : `${hex.slice(0, 6)}…${hex.slice(-4)}`;
}
