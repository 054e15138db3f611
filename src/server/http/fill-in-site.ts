import { escapeHtml } from "@/server/lib/escape-html";
import { DEMO_BANNER_ATTRIBUTE, DEMO_META, SITE_URL_META, SITE_URL_PLACEHOLDER } from "@/shared/site-runtime";

export interface SiteRuntime {
  /** The public address (BASE_URL), without a trailing slash. */
  siteUrl: string;
  /** A demo shows its banner; a production server removes it. */
  demo: boolean;
}

/** A page the server cannot fill in: built by another version of the site, or not by this build at all. */
export class PageNotFillableError extends Error {
  constructor(file: string, missing: string) {
    super(`${file} has no ${missing}: it was built by another version of the site; run "npm run build".`);
  }
}

const metaTag = (name: string, content: string) => `<meta name="${name}" content="${content}"/>`;

/** The demo banner as React renders it: one element holding text only. */
const demoBanner = new RegExp(`<div[^>]*\\s${DEMO_BANNER_ATTRIBUTE}=""[^>]*>[^<]*</div>`, "g");

/**
 * A prerendered page as this server serves it: the placeholder origin replaced by its public address
 * (canonical link, social tags, the meta the browser reads it from), the demo flag's meta set, and
 * the banner removed when it is not a demo. Done once per page when the server starts.
 */
export function fillInSite(html: string, site: SiteRuntime, file = "the page"): string {
  const urlMeta = metaTag(SITE_URL_META, SITE_URL_PLACEHOLDER);
  const demoMeta = metaTag(DEMO_META, "true");
  if (!html.includes(urlMeta)) throw new PageNotFillableError(file, `<meta name="${SITE_URL_META}">`);
  if (!html.includes(demoMeta)) throw new PageNotFillableError(file, `<meta name="${DEMO_META}">`);
  let filled = html.replaceAll(SITE_URL_PLACEHOLDER, escapeHtml(site.siteUrl));
  if (!site.demo) {
    filled = filled.replace(demoMeta, metaTag(DEMO_META, "false")).replace(demoBanner, "");
    // The banner's markup changed (an element inside it?): better to refuse than to show it in production.
    if (filled.includes(DEMO_BANNER_ATTRIBUTE)) throw new PageNotFillableError(file, "removable demo banner");
  }
  return filled;
}
