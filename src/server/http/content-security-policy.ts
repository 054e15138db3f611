import { createHash } from "node:crypto";

/** sha256 sources for every inline <script> of a page, so the CSP allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/**
 * What WalletConnect's client needs, and nothing more: its relay (a WebSocket) and its Verify API
 * (fetched, which tells the wallet app the site is who it says). Its modal is not used (the site draws
 * the pairing QR code itself), so none of the modal's image, font and analytics origins are allowed.
 */
export const WALLETCONNECT_ORIGINS = [
  "wss://relay.walletconnect.org",
  "https://verify.walletconnect.org",
] as const;

export interface PolicyOptions {
  /** WALLETCONNECT_PROJECT_ID is set: allow its origins (only then). */
  walletConnect?: boolean;
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  { walletConnect = false }: PolicyOptions = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline styles; no inline <style> blocks are served.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...(walletConnect ? WALLETCONNECT_ORIGINS : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
