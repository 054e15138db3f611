/**
 * The inline script of a document that does not hydrate: it loads the page's script (page-script.ts)
 * once the page has painted its first content, and not before. Lighthouse's simulation counts every
 * request that ends before the largest paint it observed as one that paint waited for: a script the
 * parser fetched beside the stylesheet, though deferred and of low priority, cost `/about` 0.1-0.3 s
 * of LCP (decision 0029), as its reads had before they waited for the paint (decision 0022). On a
 * slow link its bytes also shared the pipe with the stylesheet the paint needs. Nothing on these
 * pages needs the script to paint: the links' extras, the newsletter form, the session's links and
 * the live figures start a round trip later; the phone menu opens by its buttons' commands before
 * (site-header.tsx).
 *
 * A tab opened in the background paints, and so loads and reads, when it is first shown. Without paint
 * timing (Safari before 14.1) the script loads after the next frame, which is as near as it gets.
 */
export function pageScriptLoader(src: string): string {
  // React writes a script's text as it is, but for "<script" and "</script". `buffered` replays a
  // paint that came before this script ran.
  return `const load = () => import(${JSON.stringify(src)});
if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  requestAnimationFrame(() => setTimeout(load));
} else {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: "paint", buffered: true });
}`;
}
