import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";

/**
 * The browser that asked for an address's confirmation link (registered, or asked for a new link).
 * The link signs in only there: anywhere else it confirms the address and sends the person to sign
 * in. Without this, anyone could register an account, keep its link unclicked and send it to
 * someone else, whose browser it would sign into that account: their payments and identity
 * documents would then land in it (a login CSRF). The cookie holds a keyed hash of the address,
 * never the address, and goes only to the confirmation endpoint.
 */
export const CONFIRMING_COOKIE = "pxl_confirming";
/** The confirmation link's path: the only one its mark is sent to, and the only one that may sign in. */
export const CONFIRM_PATH = "/api/auth/verify-email";

export interface ConfirmationBrowser {
  /**
   * The Set-Cookie line that marks the answer's browser as the one asking to confirm `email`, for
   * the link's life. A line, not a setter: Better Auth's answers are Responses of their own.
   */
  markFor(email: string): string;
  /**
   * Whether the request comes from the browser marked for the address in the link's `token`. The
   * mark outlives its use harmlessly: once the address is confirmed, its link signs no one in.
   */
  holds(c: Context, token: string | undefined): boolean;
}

export function confirmationBrowser({
  secret,
  production,
  maxAgeSeconds,
}: {
  secret: string;
  production: boolean;
  maxAgeSeconds: number;
}): ConfirmationBrowser {
  const markOf = (email: string) =>
    createHmac("sha256", secret).update(`confirming:${email.trim().toLowerCase()}`).digest("base64url");
  const attributes = { httpOnly: true, secure: production, sameSite: "Lax", path: CONFIRM_PATH } as const;
  return {
    markFor(email) {
      return generateCookie(CONFIRMING_COOKIE, markOf(email), { ...attributes, maxAge: maxAgeSeconds });
    },
    holds(c, token) {
      const email = token === undefined ? null : addressOfConfirmationToken(token);
      const held = getCookie(c, CONFIRMING_COOKIE);
      if (!email || !held) return false;
      const [a, b] = [Buffer.from(held), Buffer.from(markOf(email))];
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

/**
 * The address a confirmation token names. Better Auth's token is a JWT it verifies itself before
 * anything happens; read unverified here only to pick whether its answer may sign in, so a forged
 * token gains nothing: Better Auth refuses it either way.
 */
function addressOfConfirmationToken(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const email = claims && typeof claims === "object" && "email" in claims ? claims.email : null;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}
