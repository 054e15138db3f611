/**
 * The digit engine under every formatter: an integer in base units to decimal text, by string
 * arithmetic on the bigint, never through a float. Callers outside src/shared/format use the named
 * formatters (money.ts) so that each kind of value is written one way.
 */
/** How a language writes a number: "1,234.50" in English, "1 234,50" in Georgian. */
export interface NumberSymbols {
  group: string;
  decimal: string;
}

/** A number as a program reads it back: amount fields and CSV exports, in every language. */
export const plainSymbols: NumberSymbols = { group: ",", decimal: "." };

export function formatDecimal(
  value: bigint,
  {
    decimals,
    shown,
    grouping = true,
    symbols = plainSymbols,
  }: { decimals: number; shown: number; grouping?: boolean; symbols?: NumberSymbols },
): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  // Truncation, never rounding: money shown is never more than what is there.
  const fraction = (abs % scale).toString().padStart(decimals, "0").slice(0, shown);
  const wholeText = grouping ? groupThousands(whole.toString(), symbols.group) : whole.toString();
  // A negative amount that truncates to zero is shown as zero, not "-0.00".
  const sign = negative && (whole > 0n || /[1-9]/.test(fraction)) ? "-" : "";
  return `${sign}${wholeText}${shown > 0 ? `${symbols.decimal}${fraction.padEnd(shown, "0")}` : ""}`;
}

/** Every significant decimal and at least `min` ("250.00", "0.639", "391.236306"). */
export function formatSignificant(
  value: bigint,
  decimals: number,
  { min = 2, symbols = plainSymbols }: { min?: number; symbols?: NumberSymbols } = {},
): string {
  if (decimals <= min) return formatDecimal(value, { decimals, shown: decimals, symbols });
  const fraction = ((value < 0n ? -value : value) % 10n ** BigInt(decimals))
    .toString()
    .padStart(decimals, "0")
    .replace(/0+$/, "");
  return formatDecimal(value, { decimals, shown: Math.max(fraction.length, min), symbols });
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
