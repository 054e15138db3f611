import { describe, expect, it } from "vitest";
import { fillInSite } from "@/server/http/fill-in-site";
import { SITE_URL_PLACEHOLDER } from "@/shared/site-runtime";

/** A prerendered page's parts as React renders them (see build/client/about/index.html). */
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  `<meta name="pxl-site-url" content="${SITE_URL_PLACEHOLDER}"/>`,
  '<meta name="pxl-demo" content="true"/>',
  `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/about"/>`,
  `<meta property="og:url" content="${SITE_URL_PLACEHOLDER}/about"/>`,
  `<meta property="og:image" content="${SITE_URL_PLACEHOLDER}/og-image.png"/>`,
  "</head><body>",
  '<div role="note" data-demo-banner="" class="bg-accent-400 px-4">Demo site: no real money moves here.</div>',
  "<main>About</main></body></html>",
].join("");

describe("filling in a prerendered page", () => {
  it("puts the server's address wherever the build put the placeholder", () => {
    const html = fillInSite(page, { siteUrl: "https://sale.example", demo: true });
    expect(html).not.toContain(SITE_URL_PLACEHOLDER);
    expect(html).toContain('<link rel="canonical" href="https://sale.example/about"/>');
    expect(html).toContain('<meta property="og:url" content="https://sale.example/about"/>');
    expect(html).toContain('<meta property="og:image" content="https://sale.example/og-image.png"/>');
    expect(html).toContain('<meta name="pxl-site-url" content="https://sale.example"/>');
  });

  it("keeps the demo banner for a demo, removes it and says so in the meta otherwise", () => {
    const demo = fillInSite(page, { siteUrl: "https://sale.example", demo: true });
    expect(demo).toContain("Demo site: no real money moves here.");
    expect(demo).toContain('<meta name="pxl-demo" content="true"/>');
    const production = fillInSite(page, { siteUrl: "https://sale.example", demo: false });
    expect(production).not.toContain("Demo site");
    expect(production).toContain('<meta name="pxl-demo" content="false"/>');
    expect(production).toContain("<main>About</main>");
  });

  it("escapes the address for the attribute it goes into", () => {
    const html = fillInSite(page, { siteUrl: 'https://sale.example/a"b', demo: true });
    expect(html).toContain('href="https://sale.example/a&quot;b/about"');
  });

  it("refuses a banner it could not remove rather than serve it in production", () => {
    const nested = page.replace(
      "Demo site: no real money moves here.",
      "<strong>Demo site</strong>: no real money moves here.",
    );
    expect(() => fillInSite(nested, { siteUrl: "https://sale.example", demo: false }, "x.html")).toThrow(
      /x\.html has no removable demo banner/,
    );
  });

  it("refuses a page built without the meta tags (an older build)", () => {
    const old = page.replace(`<meta name="pxl-site-url" content="${SITE_URL_PLACEHOLDER}"/>`, "");
    expect(() => fillInSite(old, { siteUrl: "https://sale.example", demo: true })).toThrow(/npm run build/);
  });
});
