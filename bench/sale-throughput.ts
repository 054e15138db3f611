import { Hono } from "hono";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { benchApp } from "./bench-app";
import { measureRequestsPerSecond } from "./http-throughput";

/**
 * GET /api/sale through the whole app (every middleware) against a bare Hono JSON handler, in
 * alternating rounds so that drift of the machine's load hits both alike; medians of each.
 */
export async function measureSaleThroughput(seconds: number, rounds: number) {
  const database = await openDatabase({ kind: "pglite", dir: null });
  await runMigrations(database);
  const site = await benchApp(database);
  const bare = new Hono().get("/json", (c) => c.json({ ok: true }));

  const sales: number[] = [];
  const bares: number[] = [];
  for (let round = 0; round < rounds; round++) {
    sales.push(await measureRequestsPerSecond(site, "/api/sale", seconds));
    bares.push(await measureRequestsPerSecond(bare, "/json", seconds));
  }
  await database.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { sale: median(sales), bare: median(bares) };
}
