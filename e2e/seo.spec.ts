import { expect, test } from "@playwright/test";
import { noindexPaths, publicRoutes } from "./public-routes";

/** The attributes of every `<tag ...>` in the HTML (good enough for the head's meta and link tags). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attrs]) =>
    Object.fromEntries(
      [...(attrs ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name ?? "").toLowerCase(),
        decode(value ?? ""),
      ]),
    ),
  );
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function titleOf(html: string): string | undefined {
  const match = html.match(/<title>([^<]*)<\/title>/i);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

test.describe("served HTML (no JavaScript)", () => {
  for (const route of publicRoutes) {
    test(`${route.path} carries its title, canonical link and social tags`, async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["x-robots-tag"]).toBeUndefined();
      const html = await response.text();

      const title = titleOf(html);
      expect(title, "<title> is missing").toBeDefined();
      expect(title).toMatch(route.title);

      const canonical = `${baseURL}${route.path}`;
      const links = tags(html, "link").filter((l) => l.rel === "canonical");
      expect(links.map((l) => l.href)).toEqual([canonical]);
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);

      const metas = tags(html, "meta");
      const property = (name: string) => metas.find((m) => m.property === name)?.content;
      const named = (name: string) => metas.find((m) => m.name === name)?.content;
      expect(property("og:title")).toBe(title);
      expect(property("og:url")).toBe(canonical);
      expect(named("twitter:card")).toBe("summary_large_image");
      expect(named("description")?.length ?? 0).toBeGreaterThan(0);
      expect(named("robots") ?? "").not.toContain("noindex");

      // Prerendered: the page's h1 is in the HTML itself, not only after the scripts run.
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map(([, inner]) =>
        decode((inner ?? "").replace(/<[^>]+>/g, "")).trim(),
      );
      expect(h1s).toEqual([route.h1]);
    });
  }

  test("/sitemap.xml lists the seven public pages, in English and in Georgian", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    const inGeorgian = (path: string) => (path === "/" ? "/ka" : `/ka${path}`);
    const pages = publicRoutes.flatMap((r) => [`${baseURL}${r.path}`, `${baseURL}${inGeorgian(r.path)}`]);
    expect(locations.sort()).toEqual(pages.sort());
  });

  test("/robots.txt references the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*/m);
  });

  for (const path of noindexPaths) {
    test(`${path} is served with x-robots-tag: noindex`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["x-robots-tag"]).toBe("noindex");
    });
  }
});
