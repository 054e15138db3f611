import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { m } from "@/paraglide/messages";
import type { ApiError } from "@/shared/api-error";

const BODILESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Hono's body limit, for requests that can carry a body. Checking a GET costs half the throughput
 * of `GET /api/sale` (reading `req.raw.body` turns @hono/node-server's lazy request into a real one)
 * and limits nothing. Paths in `except` set their own limit (uploads).
 */
export function requestBodyLimit(
  maxSize: number,
  { except = new Set<string>() }: { except?: ReadonlySet<string> } = {},
): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json<ApiError>({ error: m.api_request_too_large() }, 413),
  });
  return (c, next) =>
    BODILESS_METHODS.has(c.req.method) || except.has(c.req.path) ? next() : limit(c, next);
}
