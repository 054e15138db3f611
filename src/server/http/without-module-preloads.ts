/** `<link rel="modulepreload">` as React Router's `<Scripts>` renders it (hoisted into `<head>` by React). */
const modulePreload = /<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered page without its `modulepreload` links. React Router lists every module of the page
 * (some 60 on the landing page) and Chrome fetches each at high priority, beside the stylesheet:
 * Lighthouse counts those fetches as render-blocking, and on its throttled phone link they put first
 * paint (and LCP) at ~2.9 s instead of ~1 s. The page is prerendered, so nothing needs the modules to
 * paint; the inline module script still imports them, so hydration loads exactly the same files, only
 * after the page is on screen. React inserts the links again as it hydrates (they are hoistable), harmless then.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(modulePreload, "");
}
