import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { contentSecurityPolicy } from "@/server/http/content-security-policy";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The headers that matter for JSON: no sniffing into HTML, nothing loadable or frameable, no
 * referrer. Set before the handler runs, so they ride along when the response is created: the
 * document headers below cost /api/sale about half its throughput and protect nothing in JSON.
 */
export function apiSecurityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cross-Origin-Resource-Policy", "same-origin");
    if (production) c.header("Strict-Transport-Security", HSTS);
    await next();
  };
}

/** The full set for documents (pages, sitemap, health), with a strict CSP unless the page set its own. */
export function documentSecurityHeaders({ production }: { production: boolean }): MiddlewareHandler[] {
  return [
    secureHeaders({
      strictTransportSecurity: production ? HSTS : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
    async (c, next) => {
      await next();
      // Prerendered pages send a policy with the hashes of their own inline scripts.
      if (!c.res.headers.has("Content-Security-Policy")) {
        c.res.headers.set("Content-Security-Policy", contentSecurityPolicy());
      }
    },
  ];
}
