/**
 * What a built site learns only when its server starts: the public address and whether it is a demo.
 * One build serves any BASE_URL: the pages are prerendered with SITE_URL_PLACEHOLDER as their origin,
 * and the server writes its own address in its place when it loads them (src/server/http/site-pages.ts).
 * The browser reads both values back from two meta tags of the page (src/web/lib/site-runtime.ts):
 * an inline script would need its hash in the CSP, and `location.origin` is not the public address
 * behind a proxy.
 */

/** A reserved top-level domain (RFC 2606): never a real site, so a page still carrying it is a bug. */
export const SITE_URL_PLACEHOLDER = "https://site-url.pxl.invalid";

export const SITE_URL_META = "pxl-site-url";
export const DEMO_META = "pxl-demo";

/** Marks the demo banner, which a server that is not a demo removes from the prerendered pages. */
export const DEMO_BANNER_ATTRIBUTE = "data-demo-banner";
