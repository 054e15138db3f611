import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { contentSecurityPolicy, type PolicyOptions } from "@/server/http/content-security-policy";

const HSTS = "max-age=31536000; includeSubDomains";

/** A response that loads nothing and cannot be framed: JSON, downloads, and the API's errors. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Every API answer's security headers but its policy, which a route may set itself. */
function apiHeaderList(production: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "no-referrer"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (production) headers.push(["Strict-Transport-Security", HSTS]);
  return headers;
}

/**
 * The whole set as a plain record, for an answer built before the middleware below would run (the
 * sale figures' direct answer): a record goes to the socket as it is, where setting the headers on
 * a finished response makes @hono/node-server build a Headers object and read it back (issue 13).
 */
export function apiHeaderRecord(production: boolean): Record<string, string> {
  return { ...Object.fromEntries(apiHeaderList(production)), "Content-Security-Policy": API_CSP };
}

/**
 * The headers that matter for the API: no sniffing into HTML, nothing loadable or frameable, no
 * referrer. Set after `next()`, on the response that is really sent: Better Auth and the document
 * downloads build their own Response objects, which would drop headers set on the context before.
 * A route that sets its own policy (the unsubscribe page) keeps it. The document set below costs
 * /api/sale about half its throughput and protects nothing in JSON.
 */
export function apiSecurityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const headers = apiHeaderList(production);
  return async (c, next) => {
    await next();
    const target = mutableHeaders(c);
    for (const [name, value] of headers) target.set(name, value);
    if (!target.has("Content-Security-Policy")) target.set("Content-Security-Policy", API_CSP);
  };
}

/**
 * The headers of the response about to be sent. A Response from `fetch` or `Response.redirect`
 * has immutable headers: such a one is copied first.
 */
function mutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}

/** The full set for documents (pages, sitemap, health), with a strict CSP unless the page set its own. */
export function documentSecurityHeaders({
  production,
  ...policy
}: { production: boolean } & PolicyOptions): MiddlewareHandler[] {
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
        c.res.headers.set("Content-Security-Policy", contentSecurityPolicy([], policy));
      }
    },
  ];
}
