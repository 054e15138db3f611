/**
 * "0x1234…abcd": an address or a hash shortened for reading, the first 6 and last 4 characters.
 * One writing for the site, its notifications and its e-mails; the full value stays one copy away.
 */
export function shortHex(value: string): string {
  if (value.length <= 12) return value;
  return `${value.slice(0, 6)}…${value.slice(-4)}`;
}
