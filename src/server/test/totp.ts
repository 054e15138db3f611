import { createHmac } from "node:crypto";

/**
 * RFC 6238 time-based codes, computed the way an authenticator app does from the otpauth:// address
 * the server shows (base32 secret, SHA-1, 6 digits, 30 s): written here rather than borrowed from
 * Better Auth, so the tests prove that a real app's codes are accepted, not that the library agrees
 * with itself.
 */

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, padding optional, case-insensitive. */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const digit = BASE32_ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`"${char}" is not a base32 digit`);
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
      value &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
}

export interface TotpKey {
  secret: Buffer;
  period: number;
  digits: number;
}

/** The key an authenticator app keeps after scanning `otpauth://totp/...?secret=...`. */
export function totpKeyFromUri(uri: string): TotpKey {
  const url = new URL(uri);
  const secret = url.searchParams.get("secret");
  if (url.protocol !== "otpauth:" || !secret) throw new Error(`not a TOTP address: ${uri}`);
  return {
    secret: base32Decode(secret),
    period: Number(url.searchParams.get("period") ?? 30),
    digits: Number(url.searchParams.get("digits") ?? 6),
  };
}

/** The code shown at time `at` (ms since the epoch). */
export function totpCode({ secret, period, digits }: TotpKey, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}
