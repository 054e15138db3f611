import { formatPercent } from "@/shared/format/money";

/**
 * A percent the sale's rules compute as text ("36.43", "27.4", "15"), written in the page's language
 * ("36,43" in Georgian) by the one formatter, without its "%" (the sentence places it).
 */
export function percentText(plain: string): string {
  return formatPercent(plain).replace(/%$/, "");
}
