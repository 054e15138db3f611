import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type PolicyOptions,
} from "@/server/http/content-security-policy";
import { fillInSite, type SiteRuntime } from "@/server/http/fill-in-site";
import { requestedLocale } from "@/server/http/request-locale";
import { withoutModulePreloads } from "@/server/http/without-module-preloads";
import {
  baseLocale,
  type Locale,
  localeCookie,
  localeOfPath,
  locales,
  localizedPath,
  unlocalizedPath,
} from "@/shared/i18n/locales";
import {
  clientPaths,
  clientSections,
  inEveryLocale,
  isLocalizedPage,
  prerenderedAuthPaths,
  prerenderedPaths,
} from "@/shared/routes";

/**
 * A static file handler whose found files carry `cacheControl`. Set on the answer itself:
 * `serveStatic`'s `onFound` runs after the answer is made, and its `c.header` was kept only when an
 * earlier middleware happened to have read `c.res`.
 */
function cached(serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    const found = await serve(c, next);
    if (found instanceof Response) found.headers.set("Cache-Control", cacheControl);
    return found;
  };
}

/**
 * A first visit to an English page from a browser that prefers one of our other languages goes to
 * that language's page. Once the reader has chosen (the switch's cookie), their choice decides.
 */
function firstVisitLocale(c: Context, pathname: string): Locale | null {
  if (localeOfPath(pathname) !== baseLocale || !isLocalizedPage(pathname)) return null;
  if (getCookie(c, localeCookie) !== undefined) return null;
  const wanted = requestedLocale(c);
  return wanted === baseLocale ? null : wanted;
}

interface Page {
  html: string;
  csp: string;
  /** Account pages are prerendered but not for search engines. */
  noindex?: boolean;
}

export class SiteNotBuiltError extends Error {
  constructor(webRoot: string) {
    super(`The web build is missing in ${webRoot}: run "npm run build" first.`);
  }
}

/**
 * `prerendered`: the page paints from its HTML, so its module preloads only delay that paint (see
 * withoutModulePreloads). The shell paints its page with JavaScript: it keeps them.
 */
function loadPage(
  file: string,
  site: SiteRuntime,
  policy: PolicyOptions,
  { noindex = false, prerendered = true }: { noindex?: boolean; prerendered?: boolean } = {},
): Page {
  const filled = fillInSite(readFileSync(file, "utf8"), site, file);
  const html = prerendered ? withoutModulePreloads(filled) : filled;
  // Hashed after filling in: the hashes must match the inline scripts as served.
  return { html, csp: contentSecurityPolicy(inlineScriptHashes(html), policy), noindex };
}

/**
 * Serves the built site: the prerendered HTML of each public page and of the account pages
 * (noindex), the investor area's prerendered frame for each of its pages (noindex), the SPA shell in
 * the page's language for the other pages that render in the browser (the console, rounds; noindex),
 * static files, and that shell with status 404 for anything else (the router shows the not-found
 * screen). Pages are read once at start, and filled in with this server's address and demo flag (one
 * build serves any).
 */
export function mountSitePages(
  app: Hono,
  webRoot: string,
  site: SiteRuntime,
  policy: PolicyOptions = {},
): void {
  // The shell in each language (scripts/build-shells.ts): /ka/rounds/<id> paints in Georgian.
  const shells = new Map(
    locales.map((locale) => {
      const file = path.join(webRoot, locale === baseLocale ? "" : locale, "__spa-fallback.html");
      if (!existsSync(file)) throw new SiteNotBuiltError(webRoot);
      return [locale, loadPage(file, site, policy, { noindex: true, prerendered: false })] as const;
    }),
  );
  const shellOf = (pathname: string) => shells.get(localeOfPath(pathname)) as Page;
  const pageFile = (p: string) => path.join(webRoot, p, "index.html");
  const prerendered = new Map<string, Page>([
    ...inEveryLocale(prerenderedPaths).map((p) => [p, loadPage(pageFile(p), site, policy)] as const),
    ...inEveryLocale(prerenderedAuthPaths).map(
      (p) => [p, loadPage(pageFile(p), site, policy, { noindex: true })] as const,
    ),
    // The investor area's frame, prerendered per page and language: it paints in the page's
    // language, then its JavaScript renders the page.
    ...inEveryLocale(clientPaths).map(
      (p) => [p, loadPage(pageFile(p), site, policy, { noindex: true, prerendered: false })] as const,
    ),
  ]);
  // /ka/rounds/<id> is a round in Georgian; /ka/admin is no page (the console speaks English only).
  const isClientPage = (pathname: string) => {
    const bare = unlocalizedPath(pathname);
    if (bare !== pathname && !isLocalizedPage(pathname)) return false;
    return clientSections.some((s) => bare === s || bare.startsWith(`${s}/`));
  };

  const root = path.relative(process.cwd(), webRoot) || ".";
  // Registered after the API routes, so it only wraps pages and assets: Hono's threshold applies only
  // when Content-Length is known, and small JSON answers would be gzipped at a loss.
  app.use("*", compress());
  // Hashed file names: a changed file gets a new name, so browsers keep these a year and never ask.
  app.use("/assets/*", cached(serveStatic({ root }), "public, max-age=31536000, immutable"));

  app.get("*", async (c, next) => {
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const known = prerendered.get(pathname) ?? (isClientPage(pathname) ? shellOf(pathname) : undefined);
    if (!known) return next();
    const firstVisitIn = firstVisitLocale(c, pathname);
    if (firstVisitIn) {
      const query = new URL(c.req.url).search;
      return c.redirect(localizedPath(`${pathname}${query}`, firstVisitIn), 302);
    }
    // The same address answers differently to a first visit from a Georgian browser.
    if (localeOfPath(pathname) === baseLocale) c.header("Vary", "Accept-Language, Cookie");
    c.header("Content-Security-Policy", known.csp);
    c.header("Cache-Control", "no-cache");
    if (known.noindex) c.header("X-Robots-Tag", "noindex");
    return c.html(known.html);
  });

  app.use(
    "*",
    cached(
      serveStatic({
        root,
        // Prerendered folders hold index.html; only the routes above may serve those.
        rewriteRequestPath: (p) => (p.endsWith("/") || p.endsWith(".html") ? "/__none__" : p),
      }),
      "public, max-age=3600",
    ),
  );

  app.get("*", (c) => {
    const shell = shellOf(c.req.path);
    c.header("Content-Security-Policy", shell.csp);
    c.header("X-Robots-Tag", "noindex");
    return c.html(shell.html, 404);
  });
}
