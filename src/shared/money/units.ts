/**
 * Money and token amounts are integers in base units everywhere: micro-USDT (6 decimals, as the
 * USDT contract) and micro-PXL (6 decimals). Floats appear only when a number is put on screen.
 */
export const USDT_DECIMALS = 6;
export const PXL_DECIMALS = 6;
export const MICRO = 1_000_000n;

/** Parses a decimal string ("250", "0.639", "1,000.5") into base units; null when it is not one. */
export function parseUnits(text: string, decimals = USDT_DECIMALS): bigint | null {
  const clean = text.trim().replaceAll(",", "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
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
  return `${negative ? "-" : ""}${wholeText}${shown > 0 ? `.${fraction.padEnd(shown, "0")}` : ""}`;
}

export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Formats a whole-unit integer (token counts, people) with thousands separators. */
export function formatInteger(value: bigint | number): string {
  return groupThousands(BigInt(value).toString());
}
