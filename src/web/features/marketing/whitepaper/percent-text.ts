import { formatUsd } from "@/shared/format/money";

/**
 * A percent the sale's rules compute as text ("36.43", "27.4", "15"), written in the page's language
 * ("36,43" in Georgian) by the one number formatter: the digits are read as an amount and its unit dropped.
 */
export function percentText(plain: string): string {
  const [whole = "0", fraction = ""] = plain.split(".");
  const micro = BigInt(`${whole}${fraction.padEnd(6, "0")}`);
  return formatUsd(micro, { shown: fraction.length }).replace(/ USD$/, "");
}
