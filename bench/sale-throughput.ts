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

/** The figures beside their goal, and the ceiling the headers leave (`npm run bench` and bench/quick.ts). */
export function formatSaleThroughput(rps: Awaited<ReturnType<typeof measureSaleThroughput>>): string[] {
  const perSecond = (n: number) => Math.round(n).toString().padStart(8);
  return [
    `GET /api/sale            ${perSecond(rps.sale)} req/s`,
    `bare Hono JSON handler   ${perSecond(rps.bare)} req/s`,
    `ratio /api/sale : bare   ${(rps.sale / rps.bare).toFixed(2)}   (goal >= 0.8)`,
    `  bare with /api/sale's headers ${Math.round(rps.bareWithSaleHeaders)} req/s, x${(rps.bareWithSaleHeaders / rps.bare).toFixed(2)} of bare: the ratio's ceiling while API answers carry them`,
  ];
}
