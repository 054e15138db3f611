import { formatUnits, PXL_DECIMALS } from "@/shared/money/units";

/** "$1,234.56": micro-USDT, truncated to the cent. */
export const usd = (microUsdt: bigint | string) => `$${formatUnits(BigInt(microUsdt))}`;

/** "1,234.56": micro-PXL to two decimals. */
export const pxl = (microPxl: bigint | string) => formatUnits(BigInt(microPxl), { decimals: PXL_DECIMALS });

/** A price per PXL to 3 decimals, as the spec shows it: "0.639". */
export const price = (microUsdt: bigint | string) => formatUnits(BigInt(microUsdt), { shown: 3 });

/** "+$12.30" / "-$0.50" / "$0.00": a signed amount of micro-USDT. */
export function signedUsd(microUsdt: bigint | string): string {
  const value = BigInt(microUsdt);
  const text = usd(value < 0n ? -value : value);
  if (text === "$0.00") return text;
  return `${value < 0n ? "-" : "+"}${text}`;
}

/** "+12.34%" from hundredths of a percent. */
export function signedPercent(hundredths: bigint | string): string {
  const value = BigInt(hundredths);
  const abs = value < 0n ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}%`;
  if (value === 0n) return text;
  return `${value < 0n ? "-" : "+"}${text}`;
}

/** A moment in the reader's locale: "1 May 2026, 10:00". */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
