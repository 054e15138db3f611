/**
 * `npm run bench`: figures from one run, compared within the run (the machines are shared and
 * noisy, so ratios mean more than absolute numbers).
 */
import { spawnSync } from "node:child_process";
import { Hono } from "hono";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createApp } from "../src/server/http/app";
import { createServices } from "../src/server/services";
import { measureRequestsPerSecond } from "./http-throughput";
import { landingJavaScript } from "./landing-js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;

async function throughput() {
  const database = await openDatabase({ kind: "pglite", dir: null });
  await runMigrations(database);
  const settings = { baseUrl: "http://127.0.0.1", production: false, trustProxyHops: 0, webRoot: "" };
  const services = createServices(
    {
      ...settings,
      authSecret: "bench-secret-of-at-least-thirty-two-chars",
      mail: { smtpUrl: null, from: "bench" },
    },
    database,
  );
  await services.sale.refresh();
  const site = createApp({ config: settings, database, services, serveWeb: false });
  const bare = new Hono().get("/json", (c) => c.json({ ok: true }));

  // Alternate the two so that drift of the machine's load hits both alike; report medians.
  const sales: number[] = [];
  const bares: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    sales.push(await measureRequestsPerSecond(site, "/api/sale", SECONDS));
    bares.push(await measureRequestsPerSecond(bare, "/json", SECONDS));
  }
  await database.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { sale: median(sales), bare: median(bares) };
}

// Always a fresh production build: an existing one may be another mode's or stale.
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);
const js = landingJavaScript();
const rps = await throughput();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`\nPXL benchmark (${ROUNDS} alternating rounds of ${SECONDS} s, medians, 32 connections)`);
console.log(`GET /api/sale            ${Math.round(rps.sale).toString().padStart(8)} req/s`);
console.log(`bare Hono JSON handler   ${Math.round(rps.bare).toString().padStart(8)} req/s`);
console.log(`ratio /api/sale : bare   ${(rps.sale / rps.bare).toFixed(2)}`);
console.log(
  `landing page JavaScript  ${kib(js.gzipBytes)} gzip (${kib(js.rawBytes)} raw, ${js.files} files)`,
);
