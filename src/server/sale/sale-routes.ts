import { Hono } from "hono";
import type { Db } from "@/server/db/client";
import { readSaleFeed } from "@/server/sale/sale-feed";
import type { SaleFigures } from "@/server/sale/sale-figures";

/**
 * `GET /api/sale`: the token data from memory. `GET /api/sale/feed`: the latest payments to the
 * sale wallet; a shared cache may keep it a second (browsers refetch it on the stream's `feed` event
 * with `cache: "no-cache"`, so they never read a copy older than the event).
 */
export function saleRoutes(sale: SaleFigures, db: Db): Hono {
  return new Hono()
    .get("/", async (c) => {
      const { json } = await sale.current();
      c.header("Cache-Control", "no-cache");
      return c.body(json, 200, { "Content-Type": "application/json" });
    })
    .get("/feed", async (c) => {
      const feed = await readSaleFeed(db);
      c.header("Cache-Control", "public, max-age=1");
      return c.json(feed);
    });
}
