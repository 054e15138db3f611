/**
 * Money and token amounts are integers in base units everywhere: micro-USDT (6 decimals, as the
 * USDT contract) and micro-PXL (6 decimals). They are written for people by src/shared/format.
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
