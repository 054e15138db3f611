import type { MiddlewareHandler } from "hono";
import { m } from "@/paraglide/messages";
import type { ApiError } from "@/shared/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. A browser always sends
 * Origin on such requests; it must be the site's public origin or the host the request was sent to.
 * Requests without Origin are refused too, except on paths that carry their own proof (a token).
 */
export function originCheck(
  baseUrl: string,
  exemptPaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  const allowed = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (origin && (origin === allowed || sameHost(origin, c.req.header("host")))) return next();
    return c.json<ApiError>({ error: m.api_bad_origin(), code: "bad_origin" }, 403);
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
