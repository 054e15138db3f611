import { Hono } from "hono";
import type { Db } from "@/server/db/client";
import { readSaleFeed } from "@/server/sale/sale-feed";
import type { SaleFigures } from "@/server/sale/sale-figures";

/** RFC 9110: If-None-Match is a list of entity tags, weak ones compared weakly, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * `GET /api/sale`: the token data from memory, serialised once per change of the figures, with an
 * ETag (304 when the client has that body). `GET /api/sale/feed`: the latest payments to the sale
 * wallet; a shared cache may keep it a second (browsers refetch it on the stream's `feed` event
 * with `cache: "no-cache"`, so they never read a copy older than the event).
 */
export function saleRoutes(sale: SaleFigures, db: Db): Hono {
  return new Hono()
    .get("/", async (c) => {
      const { json, etag } = await sale.current();
      // no-cache: a browser may keep the body but asks each time; an unchanged sale costs it a 304.
      const headers = { "Cache-Control": "no-cache", ETag: etag };
      if (matchesEtag(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
      return c.body(json, 200, { ...headers, "Content-Type": "application/json" });
    })
    .get("/feed", async (c) => {
      const feed = await readSaleFeed(db);
      c.header("Cache-Control", "public, max-age=1");
      return c.json(feed);
    });
}
