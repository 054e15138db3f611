import type { MetaDescriptor } from "react-router";
import { getLocale } from "@/paraglide/runtime";
import { languageTags, locales, localizedPath } from "@/shared/i18n/locales";
import { siteConfig } from "@/shared/site-config";
import { siteRuntime } from "@/web/lib/site-runtime";

interface PageSeo {
  title: string;
  description: string;
  /** The page's path in English (paths.about); each language's address is made from it. */
  path: string;
  /** Pages for signed-in people and account screens stay out of search results. */
  noindex?: boolean;
}

export const socialImagePath = "/og-image.png";

const ogLocales = { en: "en_US", ka: "ka_GE" } as const;

/**
 * Title, description, canonical link and social tags of a page, for its `meta` export. Prerendered
 * with the placeholder origin, which the server replaces with its BASE_URL.
 */
export function pageMeta({ title, description, path, noindex = false }: PageSeo): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${siteConfig.academyName}`;
  const locale = getLocale();
  const address = (pagePath: string) => `${siteRuntime.siteUrl}${pagePath}`;
  const url = address(localizedPath(path, locale));
  const image = `${siteRuntime.siteUrl}${socialImagePath}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // Each language's page names the others, and English is the default for readers of any other.
    ...locales.map((other) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: languageTags[other],
      href: address(localizedPath(path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address(localizedPath(path, "en")) },
    { property: "og:locale", content: ogLocales[locale] },
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
