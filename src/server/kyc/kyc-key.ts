import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Bytes of an AES-256 key: the key that wraps the documents' data keys and each data key. */
export const KEY_BYTES = 32;

export const MAKE_A_KEY = "make one with `openssl rand -base64 32`";

/** The demo's generated key, beside the demo's other generated secret. */
export const DEMO_KEY_FILE = "kyc-encryption-key";

/**
 * `KYC_ENCRYPTION_KEY` as bytes: 32 bytes written in hex (64 characters) or base64 (standard or
 * URL-safe, padding optional). A value with fewer than 8 distinct bytes is a placeholder, not a key.
 */
export function decodeKycKey(text: string): { ok: true; key: Buffer } | { ok: false; reason: string } {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, "base64")
      : null;
  if (!key || key.length !== KEY_BYTES) {
    return { ok: false, reason: `must be ${KEY_BYTES} bytes in base64 or hex: ${MAKE_A_KEY}` };
  }
  if (new Set(key).size < 8) {
    return { ok: false, reason: `is a placeholder, not random bytes: ${MAKE_A_KEY}` };
  }
  return { ok: true, key };
}

/**
 * A short public name of a key, stored beside each wrapped data key: a read under another key is
 * refused as "the wrong key" before any decryption, and rotation knows which rows it has done. An
 * HMAC under the key itself, so it tells nothing about the key.
 */
export function keyIdOf(key: Uint8Array): string {
  return createHmac("sha256", key).update("pxl kyc key id").digest("hex").slice(0, 16);
}

/**
 * The demo's key: made once and kept in DATA_DIR (like the demo's auth secret), so the documents
 * stay readable across restarts. Production sets KYC_ENCRYPTION_KEY: the configuration refuses to
 * start without it.
 */
export function demoKycKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DEMO_KEY_FILE);
  if (existsSync(file)) {
    const decoded = decodeKycKey(readFileSync(file, "utf8"));
    if (!decoded.ok) throw new Error(`${file} ${decoded.reason}`);
    return decoded.key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  return key;
}
