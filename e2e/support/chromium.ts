/**
 * Debian's Chromium, for the browser tests and the bench's Lighthouse: never a downloaded browser.
 * The flags keep it from hanging on a closed network (no QUIC, no background fetches or updates).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
