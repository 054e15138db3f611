import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/server/http/content-security-policy";
import { mountSitePages } from "@/server/http/site-pages";
import { localeCookie } from "@/shared/i18n/locales";
import { clientPaths, inEveryLocale, prerenderedAuthPaths, prerenderedPaths } from "@/shared/routes";
import { SITE_URL_PLACEHOLDER } from "@/shared/site-runtime";

/** The head every built page has: the meta tags the server fills in, as React renders them. */
const head = (extra = "") =>
  `<head><meta name="pxl-site-url" content="${SITE_URL_PLACEHOLDER}"/><meta name="pxl-demo" content="true"/>${extra}</head>`;

/** A built site in miniature: the shell and each prerendered page, marked so answers can be told apart. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "pxl-site-"));
  const preload = '<link rel="modulepreload" href="/assets/entry.client-As9C4DbJ.js"/>';
  writeFileSync(path.join(root, "__spa-fallback.html"), `<html>${head(preload)}<body>shell</body></html>`);
  mkdirSync(path.join(root, "ka"));
  writeFileSync(
    path.join(root, "ka", "__spa-fallback.html"),
    `<html>${head(preload)}<body>ka shell</body></html>`,
  );
  for (const page of inEveryLocale([...prerenderedPaths, ...prerenderedAuthPaths, ...clientPaths])) {
    mkdirSync(path.join(root, page), { recursive: true });
    // An inline script that names the address, as React Router's context may: hashed as served.
    const canonical = `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}${page}"/>${preload}`;
    const script = `<script>window.page = "${SITE_URL_PLACEHOLDER}${page}";</script>`;
    writeFileSync(
      path.join(root, page, "index.html"),
      `<html>${head(canonical)}<body>page ${page}${script}</body></html>`,
    );
  }
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "entry.client-As9C4DbJ.js"), "export {};");
  writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
  return root;
}

describe("site pages", () => {
  const root = fakeBuild();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const app = new Hono();
  mountSitePages(app, root, { siteUrl: "https://sale.example", demo: true });

  it("serves prerendered pages, and the shell with 200 and noindex for pages rendered in the browser", async () => {
    const about = await app.request("/about");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("page /about");
    for (const pathname of ["/admin", "/admin/", "/admin/payments", "/admin/kyc/4f0c1a2b", "/rounds/3"]) {
      const answer = await app.request(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(await answer.text()).toContain("shell");
    }
  });

  it("serves each page in Georgian under /ka, and the console in English only", async () => {
    for (const pathname of ["/ka", "/ka/about", "/ka/register"]) {
      const answer = await app.request(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(await answer.text()).toContain(`page ${pathname}`);
    }
    const consoleInGeorgian = await app.request("/ka/admin/payments");
    expect(consoleInGeorgian.status).toBe(404);
  });

  it("serves the shell in the page's language: a Georgian round paints in Georgian, not the English frame", async () => {
    expect(await (await app.request("/ka/rounds/3")).text()).toContain("ka shell");
    expect(await (await app.request("/rounds/3")).text()).not.toContain("ka shell");
    const missing = await app.request("/ka/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("ka shell");
    // The console speaks English only: its Georgian address is no page, answered by the Georgian shell.
    expect(await (await app.request("/ka/admin/payments")).text()).toContain("ka shell");
    expect(await (await app.request("/admin/payments")).text()).not.toContain("ka shell");
  });

  it("refuses a build without the shell of every language", () => {
    const old = fakeBuild();
    rmSync(path.join(old, "ka", "__spa-fallback.html"));
    expect(() => mountSitePages(new Hono(), old, { siteUrl: "https://sale.example", demo: true })).toThrow(
      /npm run build/,
    );
    rmSync(old, { recursive: true, force: true });
  });

  it("sends a first visit from a Georgian browser to the Georgian page, and never overrules a choice", async () => {
    const georgian = { "Accept-Language": "ka-GE,ka;q=0.9,en;q=0.8" };
    const first = await app.request("/about?ref=news", { headers: georgian });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/ka/about?ref=news");

    const chosen = await app.request("/about", { headers: { ...georgian, Cookie: `${localeCookie}=en` } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("Vary")).toContain("Accept-Language");

    const english = await app.request("/about", { headers: { "Accept-Language": "en-US,ka;q=0.5" } });
    expect(english.status).toBe(200);
    const onlyIfNothingElse = await app.request("/", { headers: { "Accept-Language": "de, ka;q=0" } });
    expect(onlyIfNothingElse.status).toBe(200);
    // The console has no Georgian page to go to.
    expect((await app.request("/admin", { headers: georgian })).status).toBe(200);
  });

  it("serves prerendered pages without their modulepreload links (they delay the first paint on a slow link)", async () => {
    for (const pathname of ["/", "/about", "/register"]) {
      const html = await (await app.request(pathname)).text();
      expect([pathname, html.includes("modulepreload")]).toEqual([pathname, false]);
      expect(html).toContain(`page ${pathname}`);
    }
  });

  it("serves the investor area's frame prerendered for each page in each language, noindex", async () => {
    for (const pathname of inEveryLocale(clientPaths)) {
      const answer = await app.request(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(await answer.text()).toContain(`page ${pathname}`);
    }
    expect(inEveryLocale(clientPaths)).toContain("/ka/dashboard");
  });

  it("keeps the modulepreload links of pages painted by those modules: the shell, the investor area", async () => {
    for (const pathname of ["/dashboard", "/ka/investment", "/admin/payments", "/no-such-page"]) {
      const html = await (await app.request(pathname)).text();
      expect([pathname, html.includes('rel="modulepreload"')]).toEqual([pathname, true]);
    }
  });

  it("fills in the server's address, and allows the inline scripts as they are served", async () => {
    const answer = await app.request("/about");
    const html = await answer.text();
    expect(html).toContain('<link rel="canonical" href="https://sale.example/about"/>');
    expect(html).toContain('<meta name="pxl-site-url" content="https://sale.example"/>');
    expect(html).not.toContain(SITE_URL_PLACEHOLDER);
    const [hash] = inlineScriptHashes(html);
    expect(hash).toBeDefined();
    expect(answer.headers.get("Content-Security-Policy")).toContain(hash);
  });

  it("refuses a build whose pages carry no address to fill in (made by another version)", () => {
    const old = fakeBuild();
    writeFileSync(path.join(old, "about", "index.html"), "<html><head></head><body>old</body></html>");
    expect(() => mountSitePages(new Hono(), old, { siteUrl: "https://sale.example", demo: true })).toThrow(
      /about\/index\.html has no <meta name="pxl-site-url">.*npm run build/,
    );
    rmSync(old, { recursive: true, force: true });
  });

  it("serves the account pages' own prerendered HTML, noindex", async () => {
    for (const pathname of prerenderedAuthPaths) {
      const answer = await app.request(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(await answer.text()).toContain(`page ${pathname}`);
    }
    expect((await app.request("/about")).headers.get("X-Robots-Tag")).toBeNull();
  });

  it("lets browsers keep hashed assets for a year without asking again, other files an hour", async () => {
    const asset = await app.request("/assets/entry.client-As9C4DbJ.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request("/favicon.svg")).headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect((await app.request("/about")).headers.get("Cache-Control")).toBe("no-cache");
    const missing = await app.request("/assets/missing-0000.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control") ?? "").not.toContain("immutable");
  });

  it("answers 404 with the shell for anything else, including look-alikes of a section", async () => {
    for (const pathname of ["/nope", "/administrator", "/dashboard/extra"]) {
      const answer = await app.request(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 404]);
    }
  });
});
