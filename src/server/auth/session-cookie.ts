import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Better Auth's signed session cookie (better-call's format): `token.signature`, URL-encoded, the
 * signature being base64 HMAC-SHA-256 of the token under AUTH_SECRET. Read here without Better
 * Auth so a request that only needs "who is this" pays one HMAC and one indexed row read.
 */
const signatureOf = (token: string, secret: string) =>
  createHmac("sha256", secret).update(token).digest("base64");

/** The cookie value Better Auth would set for `token` (tests and the benchmark sign sessions with it). */
export const signedSessionCookieValue = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${signatureOf(token, secret)}`);

/** The token of a correctly signed cookie value, or null (absent, malformed or forged). */
export function verifiedSessionToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), "base64");
  const expected = Buffer.from(signatureOf(token, secret), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
