import type { MetaDescriptor } from "react-router";
import { siteConfig } from "@/shared/site-config";
import { siteRuntime } from "@/web/lib/site-runtime";

interface PageSeo {
  title: string;
  description: string;
  path: string;
  /** Pages for signed-in people and account screens stay out of search results. */
  noindex?: boolean;
}

export const socialImagePath = "/og-image.png";

/**
 * Title, description, canonical link and social tags of a page, for its `meta` export. Prerendered
 * with the placeholder origin, which the server replaces with its BASE_URL.
 */
export function pageMeta({ title, description, path, noindex = false }: PageSeo): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${siteConfig.academyName}`;
  const url = `${siteRuntime.siteUrl}${path}`;
  const image = `${siteRuntime.siteUrl}${socialImagePath}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.academyName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
