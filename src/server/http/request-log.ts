import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { log, withRequestId } from "@/server/lib/log";

/**
 * The request line holds only the fields below, none of them a secret, so it skips the logger's
 * redaction: its wildcard paths cost more than the rest of a `GET /api/sale` (issue 13's profile).
 * A child keeps the level it was made with, so it takes every level and `log`'s own decides.
 */
const requestLines = log.child({}, { redact: [], level: "trace" });

/** A request id a proxy in front may have given: kept when it looks like one, else ours. */
const FORWARDED_ID = /^[\w.:-]{8,100}$/;

/**
 * Sets a header on the response already made. `c.header` after `next()` copies the whole response
 * first; a Response from `fetch` or `Response.redirect` has immutable headers and is copied here.
 */
function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

export interface RequestRecord {
  method: string;
  /** The route's pattern (`/api/payments/:hash`), never the raw path: it names the route, not the caller. */
  route: string;
  status: number;
  seconds: number;
}

/**
 * The first middleware: gives every request an id (answered in X-Request-Id, carried by every log
 * line the request causes), logs one line when it ends, and tells `observe` (the metrics) about it.
 * Static files are logged at debug: a page load fetches dozens. So are successful answers on
 * `quietPaths` (the sale figures every open page reads): a line each would cost more than the
 * answer itself; the metrics still count them and their failures are logged.
 */
export function requestLog(
  observe: (record: RequestRecord) => void = () => {},
  { quietPaths = new Set<string>() }: { quietPaths?: ReadonlySet<string> } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    const started = performance.now();
    await withRequestId(requestId, () => next());
    setResponseHeader(c, "X-Request-Id", requestId);
    const status = c.res.status;
    reportRequest(
      { method: c.req.method, route: routePath(c), path: c.req.path },
      {
        requestId,
        started,
        status,
        observe,
        quiet: status < 400 && quietPaths.has(c.req.path),
      },
    );
  };
}

/** The request's id: the one a proxy in front gave (`forwarded`), when it looks like one, else a new one. */
export function requestIdOf(forwarded: string | undefined): string {
  return forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
}

/**
 * Tells `observe` (the metrics) about a finished request and logs its line: at debug for static
 * files and when `quiet`, else at info. Also for an answer made before `requestLog` runs.
 */
export function reportRequest(
  { method, route, path }: { method: string; route: string; path: string },
  {
    requestId,
    started,
    status,
    observe,
    quiet,
  }: {
    requestId: string;
    started: number;
    status: number;
    observe: (record: RequestRecord) => void;
    quiet: boolean;
  },
): void {
  const record: RequestRecord = {
    method,
    route,
    status,
    seconds: (performance.now() - started) / 1000,
  };
  observe(record);
  const level = quiet || path.startsWith("/assets/") ? "debug" : "info";
  if (!log.isLevelEnabled(level)) return;
  requestLines[level]({ requestId, ...record, ms: Math.round(record.seconds * 1000), path }, "request");
}
