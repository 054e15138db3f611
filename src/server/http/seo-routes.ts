import { Hono } from "hono";
import { prerenderedPaths } from "@/shared/routes";

/** /sitemap.xml lists the public pages; /robots.txt points to it and keeps crawlers out of the rest. */
export function seoRoutes(baseUrl: string): Hono {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...prerenderedPaths.map((p) => `  <url><loc>${baseUrl}${p === "/" ? "/" : p}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /investment",
    "Disallow: /profile",
    "Disallow: /kyc",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Hono()
    .get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8" }))
    .get("/robots.txt", (c) => c.text(robots));
}
