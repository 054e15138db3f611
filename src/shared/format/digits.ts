/**
 * The digit engine under every formatter: an integer in base units to decimal text, by string
 * arithmetic on the bigint, never through a float. Callers outside src/shared/format use the named
 * formatters (money.ts) so that each kind of value is written one way.
 */
export function formatDecimal(
  value: bigint,
  { decimals, shown, grouping = true }: { decimals: number; shown: number; grouping?: boolean },
): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  // Truncation, never rounding: money shown is never more than what is there.
  const fraction = (abs % scale).toString().padStart(decimals, "0").slice(0, shown);
  const wholeText = grouping ? groupThousands(whole.toString()) : whole.toString();
  // A negative amount that truncates to zero is shown as zero, not "-0.00".
  const sign = negative && (whole > 0n || /[1-9]/.test(fraction)) ? "-" : "";
  return `${sign}${wholeText}${shown > 0 ? `.${fraction.padEnd(shown, "0")}` : ""}`;
}

/** Every significant decimal and at least `min` ("250.00", "0.639", "391.236306"). */
export function formatSignificant(value: bigint, decimals: number, min = 2): string {
  const full = formatDecimal(value, { decimals, shown: decimals });
  if (decimals <= min) return full;
  const trimmed = full.replace(/0+$/, "");
  const dot = trimmed.indexOf(".");
  const shownDecimals = trimmed.length - dot - 1;
  return shownDecimals >= min ? trimmed : formatDecimal(value, { decimals, shown: min });
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
