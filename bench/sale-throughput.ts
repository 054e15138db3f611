import { Hono } from "hono";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { benchApp } from "./bench-app";
import { measureRequestsPerSecond } from "./http-throughput";

/**
 * GET /api/sale through the whole app (every middleware) against a bare Hono JSON handler, in
 * alternating rounds so that drift of the machine's load hits both alike; medians of each. A third
 * handler, as bare but answering /api/sale's own headers and body, shows how much of the gap is the
 * headers every API answer must carry (security, cache, request id) rather than our code.
 */
export async function measureSaleThroughput(seconds: number, rounds: number) {
  const database = await openDatabase({ kind: "pglite", dir: null });
  await runMigrations(database);
  const site = await benchApp(database);
  const bare = new Hono().get("/json", (c) => c.json({ ok: true }));
  const answer = await site.request("/api/sale");
  const saleBody = await answer.text();
  const saleHeaders = Object.fromEntries(answer.headers);
  const bareWithHeaders = new Hono().get("/json", (c) =>
    c.body(saleBody, 200, { ...saleHeaders, "x-request-id": crypto.randomUUID() }),
  );

  const sales: number[] = [];
  const bares: number[] = [];
  const headed: number[] = [];
  for (let round = 0; round < rounds; round++) {
    sales.push(await measureRequestsPerSecond(site, "/api/sale", seconds));
    bares.push(await measureRequestsPerSecond(bare, "/json", seconds));
    headed.push(await measureRequestsPerSecond(bareWithHeaders, "/json", seconds));
  }
  await database.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { sale: median(sales), bare: median(bares), bareWithSaleHeaders: median(headed) };
}
