/**
 * Runs `work` once the page has painted its first content. The page's reads (the session, the sale's
 * figures) wait for it: the prerendered page paints without them, and Lighthouse's simulation counts
 * every request that ends before the largest paint it observed as one that paint waited for. On this
 * machine the reads ended before the paint, so `/about` was charged about 0.4 s of LCP for a session
 * read its paint never needed (decision 0022). A reader loses a frame at most.
 *
 * A tab opened in the background paints, and so reads, when it is first shown.
 */
export function afterFirstPaint(work: () => void): void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    // No paint timing (Safari before 14.1): after the next frame, which is as near as it gets.
    requestAnimationFrame(() => setTimeout(work));
    return;
  }
  // `buffered` replays a paint that came before this script ran.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: "paint", buffered: true });
}
