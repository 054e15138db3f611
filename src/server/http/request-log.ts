import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { log, withRequestId } from "@/server/lib/log";

/** A request id a proxy in front may have given: kept when it looks like one, else ours. */
const FORWARDED_ID = /^[\w.:-]{8,100}$/;

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
 * Static files are logged at debug: a page load fetches dozens.
 */
export function requestLog(observe: (record: RequestRecord) => void = () => {}): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = c.req.header("x-request-id");
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    const started = performance.now();
    await withRequestId(requestId, () => next());
    c.header("X-Request-Id", requestId);
    const record: RequestRecord = {
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    };
    observe(record);
    const asset = c.req.path.startsWith("/assets/");
    log[asset ? "debug" : "info"](
      { requestId, ...record, ms: Math.round(record.seconds * 1000), path: c.req.path },
      "request",
    );
  };
}
