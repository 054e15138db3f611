/**
 * `npm run bench`: figures from one run, compared within the run (the machines are shared and
 * noisy, so ratios mean more than absolute numbers). BENCH_SECONDS shortens the throughput rounds;
 * BENCH_QUICK=1 shrinks the payment figures to a smoke run and Lighthouse to one run per page;
 * BENCH_SIM_RUNS sets the simulation budget; BENCH_LIGHTHOUSE_PORT the port of Lighthouse's server.
 */
import "./quiet-log";
import { spawnSync } from "node:child_process";
import { formatAdminTables, measureAdminTables } from "./admin-tables";
import { formatClaimLatency, measureClaimLatency } from "./claim-latency";
import { formatIndexerRpc, measureIndexerRpc } from "./indexer-rpc";
import { formatLandingJavaScript, landingJavaScript } from "./landing-js";
import { formatLighthouse, measureLighthouse } from "./lighthouse";
import { formatSaleThroughput, measureSaleThroughput } from "./sale-throughput";
import { formatSessionRead, measureSessionRead } from "./session-read";
import { formatSimulation, runSimulation } from "./simulation";
import { formatSseFanout, measureSseFanout } from "./sse-fanout";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const QUICK = process.env.BENCH_QUICK === "1";
/** Payments K over blocks B for the detection figure; investors N and claims for the latency one. */
const PAYMENTS = QUICK ? { payments: 6, blocks: 300 } : { payments: 20, blocks: 2_000 };
const SSE_CLIENTS = QUICK ? 100 : 10_000;
const CLAIMS = QUICK
  ? { users: 5, claims: 20, concurrency: 10 }
  : { users: 100, claims: 100, concurrency: 10 };

// Always a fresh production build of the sources as they are: an existing one may be stale.
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);
const js = landingJavaScript();
const jsGeorgian = landingJavaScript("build/client", "ka/index.html");
// First, on a machine this process does not load yet: the pages through a started server, in Chromium.
const lighthouse = await measureLighthouse(undefined, QUICK ? 1 : 3);
const rps = await measureSaleThroughput(SECONDS, ROUNDS);

console.log(`\nPXL benchmark (${ROUNDS} alternating rounds of ${SECONDS} s, medians, 32 connections)`);
for (const line of formatSaleThroughput(rps)) console.log(line);
for (const line of formatLandingJavaScript("landing page JavaScript", js)) console.log(line);
for (const line of formatLandingJavaScript("the same page at /ka", jsGeorgian)) console.log(line);
console.log("");
for (const line of formatLighthouse(lighthouse)) console.log(line);

// A signed-in read on PostgreSQL (skipped without a server), beside /api/sale in its own rounds.
const sessionRead = await measureSessionRead(SECONDS, ROUNDS);
console.log("");
for (const line of formatSessionRead(sessionRead)) console.log(line);

// Each on its own fresh anvil and database, after the throughput figures so they do not load those.
const detection = await measureIndexerRpc(PAYMENTS);
const claims = await measureClaimLatency(CLAIMS);
console.log("");
for (const line of formatIndexerRpc(detection)) console.log(line);
console.log("");
for (const line of formatClaimLatency(claims)) console.log(line);
const fanout = await measureSseFanout(SSE_CLIENTS);
console.log("");
for (const line of formatSseFanout(fanout)) console.log(line);

// The console's pages on a sale and on one 100 times its size: paging in SQL keeps a page's cost flat.
const TABLES = QUICK ? { investors: 20, perInvestor: 5 } : { investors: 200, perInvestor: 5 };
const smallSale = await measureAdminTables(TABLES.investors, TABLES.perInvestor);
const largeSale = await measureAdminTables(TABLES.investors * 100, TABLES.perInvestor);
console.log("");
for (const line of formatAdminTables(smallSale, largeSale)) console.log(line);

// Last: the long simulation budget, which takes minutes and would load the timed figures above.
const simulation = runSimulation(Number(process.env.BENCH_SIM_RUNS ?? (QUICK ? 30 : 500)));
console.log("");
for (const line of formatSimulation(simulation)) console.log(line);
if (!simulation.passed) process.exitCode = 1;
