import { DEMO_META, SITE_URL_META, SITE_URL_PLACEHOLDER } from "@/shared/site-runtime";

function metaContent(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
}

const siteUrl = metaContent(SITE_URL_META) ?? SITE_URL_PLACEHOLDER;
const demo = metaContent(DEMO_META) ?? "true";

/**
 * The public address and demo flag the page was served with (see src/shared/site-runtime.ts), read
 * once from its meta tags and rendered back unchanged, so hydration finds the HTML it was given.
 * While prerendering there is no document: the placeholder and a demo, which the server corrects.
 * Under `npm run dev` Vite serves the pages untouched, so they keep the placeholder there.
 */
export const siteRuntime = {
  siteUrl,
  demo: demo !== "false",
  meta: { siteUrl, demo },
} as const;
