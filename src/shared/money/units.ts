/**
 * Money and token amounts are integers in base units everywhere: micro-USDT (6 decimals, as the
 * USDT contract) and micro-PXL (6 decimals). Floats appear only when a number is put on screen.
 */
export const USDT_DECIMALS = 6;
export const PXL_DECIMALS = 6;
export const MICRO = 1_000_000n;

/**
 * Parses a decimal string ("250", "0.639", "1,000.5") into base units; null when it is not one.
 * Commas are accepted only as thousands separators, so "1,0,0" is refused rather than read as 100.
 */
export function parseUnits(text: string, decimals = USDT_DECIMALS): bigint | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? "0").replaceAll(",", "");
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** Formats base units as a decimal string with exactly `shown` decimals, truncating (never rounding up money). */
export function formatUnits(
  value: bigint,
  { decimals = USDT_DECIMALS, shown = 2, grouping = true } = {},
): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, "0").slice(0, shown);
  const wholeText = grouping ? groupThousands(whole.toString()) : whole.toString();
  // A negative amount that truncates to zero is shown as zero, not "-0.00".
  const sign = negative && (whole > 0n || /[1-9]/.test(fraction)) ? "-" : "";
  return `${sign}${wholeText}${shown > 0 ? `.${fraction.padEnd(shown, "0")}` : ""}`;
}

export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Formats a whole-unit integer (token counts, people) with thousands separators. */
export function formatInteger(value: bigint | number): string {
  return groupThousands(BigInt(value).toString());
}
