import { formatUnits } from "@/shared/money/units";

/** A USDT amount with 2 decimals, or more when it has them (no digit the investor typed is hidden). */
export function formatUsdt(amountMicroUsdt: bigint): string {
  const full = formatUnits(amountMicroUsdt, { shown: 6 });
  return full.replace(/(\.\d\d\d*?)0+$/, "$1");
}

/** The fixed price as shown: "0.639". */
export function formatPrice(priceMicroUsdt: bigint): string {
  return formatUnits(priceMicroUsdt, { shown: 3 });
}
