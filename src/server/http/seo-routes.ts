import { Hono } from "hono";
import { languageTags, locales, localizedPath } from "@/shared/i18n/locales";
import { clientPaths, inEveryLocale, prerenderedPaths } from "@/shared/routes";

/**
 * /sitemap.xml lists the public pages in every language, each with its alternates (issue 15);
 * /robots.txt points to it and keeps crawlers out of the rest.
 */
export function seoRoutes(baseUrl: string): Hono {
  const url = (path: string) => `${baseUrl}${path}`;
  const alternates = (page: string) =>
    locales.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${languageTags[locale]}" href="${url(localizedPath(page, locale))}"/>`,
    );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...prerenderedPaths.flatMap((page) =>
      locales.flatMap((locale) => [
        "  <url>",
        `    <loc>${url(localizedPath(page, locale))}</loc>`,
        ...alternates(page),
        "  </url>",
      ]),
    ),
    "</urlset>",
    "",
  ].join("\n");
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...inEveryLocale(clientPaths).map((page) => `Disallow: ${page}`),
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Hono()
    .get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8" }))
    .get("/robots.txt", (c) => c.text(robots));
}
