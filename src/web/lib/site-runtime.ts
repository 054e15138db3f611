import { DEMO_META, SITE_URL_META, SITE_URL_PLACEHOLDER } from "@/shared/site-runtime";

function metaContent(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
}

const servedSiteUrl = metaContent(SITE_URL_META);
const servedDemo = metaContent(DEMO_META);

/**
 * The public address and demo flag the page was served with (see src/shared/site-runtime.ts). While
 * prerendering there is no document: the placeholder and a demo, which the server corrects in the
 * HTML. `npm run dev` serves the pages through Vite, untouched: the meta still holds the placeholder,
 * and the address the browser sees is the right one there.
 */
export const siteRuntime = {
  /** What the page's meta tags carry, rendered back unchanged so hydration finds the same HTML. */
  meta: { siteUrl: servedSiteUrl ?? SITE_URL_PLACEHOLDER, demo: servedDemo ?? "true" },
  siteUrl:
    servedSiteUrl && servedSiteUrl !== SITE_URL_PLACEHOLDER
      ? servedSiteUrl
      : typeof location === "undefined" || servedSiteUrl === null
        ? SITE_URL_PLACEHOLDER
        : location.origin,
  demo: servedDemo !== "false",
} as const;
