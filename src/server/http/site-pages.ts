import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  type PolicyOptions,
} from "@/server/http/content-security-policy";
import { clientPaths, clientSections, prerenderedPaths } from "@/shared/routes";

interface Page {
  html: string;
  csp: string;
}

export class SiteNotBuiltError extends Error {
  constructor(webRoot: string) {
    super(`The web build is missing in ${webRoot}: run "npm run build" (npm start does it for you).`);
  }
}

function loadPage(file: string, policy: PolicyOptions): Page {
  const html = readFileSync(file, "utf8");
  return { html, csp: contentSecurityPolicy(inlineScriptHashes(html), policy) };
}

/**
 * Serves the built site: the prerendered HTML of each public page, the SPA shell for pages that
 * render in the browser (noindex), static files, and the shell with status 404 for anything else
 * (the router shows the not-found screen). Pages are read once at start.
 */
export function mountSitePages(app: Hono, webRoot: string, policy: PolicyOptions = {}): void {
  const shellFile = path.join(webRoot, "__spa-fallback.html");
  if (!existsSync(shellFile)) throw new SiteNotBuiltError(webRoot);
  const shell = loadPage(shellFile, policy);
  const prerendered = new Map<string, Page>(
    prerenderedPaths.map((p) => [p, loadPage(path.join(webRoot, p, "index.html"), policy)]),
  );
  const clientOnly = new Set<string>(clientPaths);
  const isClientPage = (pathname: string) =>
    clientOnly.has(pathname) || clientSections.some((s) => pathname === s || pathname.startsWith(`${s}/`));

  const root = path.relative(process.cwd(), webRoot) || ".";
  // Registered after the API routes, so it only wraps pages and assets: Hono's threshold applies only
  // when Content-Length is known, and small JSON answers would be gzipped at a loss.
  app.use("*", compress());
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );

  app.get("*", async (c, next) => {
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const page = prerendered.get(pathname);
    const known = page ?? (isClientPage(pathname) ? shell : undefined);
    if (!known) return next();
    c.header("Content-Security-Policy", known.csp);
    c.header("Cache-Control", "no-cache");
    if (!page) c.header("X-Robots-Tag", "noindex");
    return c.html(known.html);
  });

  app.use(
    "*",
    serveStatic({
      root,
      // Prerendered folders hold index.html; only the routes above may serve those.
      rewriteRequestPath: (p) => (p.endsWith("/") || p.endsWith(".html") ? "/__none__" : p),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );

  app.get("*", (c) => {
    c.header("Content-Security-Policy", shell.csp);
    c.header("X-Robots-Tag", "noindex");
    return c.html(shell.html, 404);
  });
}
