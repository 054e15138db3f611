import { Hono } from "hono";
import type { Db } from "@/server/db/client";
import { type RequestRecord, reportRequest, requestIdOf } from "@/server/http/request-log";
import { apiHeaderRecord } from "@/server/http/security-headers";
import { readSaleFeed } from "@/server/sale/sale-feed";
import type { SaleFigures } from "@/server/sale/sale-figures";
import { getSale } from "@/shared/sale/sale-contract";

type Snapshot = Awaited<ReturnType<SaleFigures["current"]>>;

/** RFC 9110: If-None-Match is a list of entity tags, weak ones compared weakly, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The headers of `GET /api/sale`'s two answers for one snapshot, on top of `headers`. no-cache: a
 * browser may keep the body but asks each time; an unchanged sale costs it a 304.
 */
function saleHeaders(snapshot: Snapshot, headers: Record<string, string>) {
  const notModified = { ...headers, "Cache-Control": "no-cache", ETag: snapshot.etag };
  return { notModified, ok: { ...notModified, "Content-Type": "application/json" } };
}

/** The figures as `GET /api/sale` answers them: 304 when the client has that body. */
function saleAnswer(
  snapshot: Snapshot,
  ifNoneMatch: string | undefined,
  headers: ReturnType<typeof saleHeaders>,
  extra?: Record<string, string>,
): Response {
  if (matchesEtag(ifNoneMatch, snapshot.etag)) {
    return new Response(null, { status: 304, headers: { ...headers.notModified, ...extra } });
  }
  return new Response(snapshot.json, { status: 200, headers: { ...headers.ok, ...extra } });
}

/**
 * `GET /api/sale`: the token data from memory, serialised once per change of the figures, with an
 * ETag. `GET /api/sale/feed`: the latest payments to the sale wallet; a shared cache may keep it a
 * second (browsers refetch it on the stream's `feed` event with `cache: "no-cache"`, so they never
 * read a copy older than the event).
 */
export function saleRoutes(sale: SaleFigures, db: Db): Hono {
  return new Hono()
    .get("/", async (c) => {
      const snapshot = await sale.current();
      return saleAnswer(snapshot, c.req.header("if-none-match"), saleHeaders(snapshot, {}));
    })
    .get("/feed", async (c) => {
      const feed = await readSaleFeed(db);
      c.header("Cache-Control", "public, max-age=1");
      return c.json(feed);
    });
}

/**
 * `GET /api/sale` answered before the app routes the request: every open page reads it, and the
 * app's router and middleware chain cost it about 40% of the answers a core can serve (issue 13).
 * It does what the chain would do for it, from the same places: the request id, the API's security
 * headers, the metrics and the (quiet) request line. Null for a request it leaves to the app: any
 * other, one with a query string (the chain checks what a query may hold), and any before the
 * figures were ever read (the chain waits for them, and answers the error if they cannot be read).
 */
export function directSaleAnswer(
  sale: SaleFigures,
  { production, observe }: { production: boolean; observe: (record: RequestRecord) => void },
): (request: Request) => Response | null {
  const security = apiHeaderRecord(production);
  // Built once per change of the figures, not per answer.
  let prepared: { snapshot: Snapshot; headers: ReturnType<typeof saleHeaders> } | null = null;
  return (request) => {
    if (request.method !== "GET" || pathAndQuery(request.url) !== getSale.path) return null;
    const started = performance.now();
    const snapshot = sale.loaded();
    if (!snapshot) return null;
    if (prepared?.snapshot !== snapshot) prepared = { snapshot, headers: saleHeaders(snapshot, security) };
    const requestId = requestIdOf(request.headers.get("x-request-id") ?? undefined);
    const answer = saleAnswer(snapshot, request.headers.get("if-none-match") ?? undefined, prepared.headers, {
      "X-Request-Id": requestId,
    });
    const counted = { method: "GET", route: getSale.path, path: getSale.path };
    reportRequest(counted, { requestId, started, status: answer.status, observe, quiet: true });
    return answer;
  };
}

/** What follows the origin in an absolute URL: its path, query and fragment as sent. */
function pathAndQuery(url: string): string {
  const origin = url.indexOf("://");
  const slash = url.indexOf("/", origin + 3);
  return slash === -1 ? "/" : url.slice(slash);
}
