import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import type { SaleServerPorts } from "./sale-server";

/** One target's figures: CPU the server spent per answer (µs) and answers per second as loaded. */
interface Served {
  cpuMicros: number;
  perSecond: number;
}

/**
 * GET /api/sale from the whole app against a bare Hono JSON handler: the server's CPU time per
 * answer, the cost the ratio is about. The servers run in a child process and autocannon
 * here: in one thread, autocannon's JavaScript HTTP parser costs more per answer than the handlers
 * do, and more per header, so the client's work would be most of the figure. Alternating rounds;
 * the ratio is the median of each round's own. A third handler, bare but answering /api/sale's own
 * headers and body, shows what those bytes cost when Hono builds their `Headers`.
 */
export async function measureSaleThroughput(seconds: number, rounds: number) {
  const server = fork(new URL("./sale-server.ts", import.meta.url), { stdio: "inherit" });
  try {
    const [{ ports }] = (await once(server, "message")) as [{ ports: SaleServerPorts }];
    const runs: Record<keyof SaleServerPorts, Served[]> = { site: [], bare: [], bareWithSaleHeaders: [] };
    for (let round = 0; round < rounds; round++) {
      for (const target of ["site", "bare", "bareWithSaleHeaders"] as const) {
        runs[target].push(await load(server, ports[target], seconds));
      }
    }
    // Each round's ratio from runs seconds apart: the machine's speed drifts more between rounds.
    const ratios = (target: keyof SaleServerPorts) =>
      medianOf(runs[target].map((run, round) => (runs.bare[round]?.cpuMicros ?? Number.NaN) / run.cpuMicros));
    return {
      sale: median(runs.site),
      bare: median(runs.bare),
      ratio: ratios("site"),
      bareWithSaleHeaders: ratios("bareWithSaleHeaders"),
    };
  } finally {
    server.disconnect();
  }
}

async function serverCpu(server: ChildProcess): Promise<number> {
  server.send("cpu");
  const [{ cpu }] = (await once(server, "message")) as [{ cpu: number }];
  return cpu;
}

async function load(server: ChildProcess, port: number, seconds: number): Promise<Served> {
  const before = await serverCpu(server);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/sale`,
    connections: 32,
    duration: seconds,
  });
  const spent = (await serverCpu(server)) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`/api/sale on ${port}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { cpuMicros: spent / result.requests.total, perSecond: result.requests.average };
}

/** The middle item of `xs` ordered by `key` (undefined for none). */
function middle<T>(xs: T[], key: (x: T) => number): T | undefined {
  return [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)];
}

function medianOf(xs: number[]): number {
  return middle(xs, (x) => x) ?? Number.NaN;
}

/** The run with the median CPU per answer. */
function median(runs: Served[]): Served {
  return middle(runs, (run) => run.cpuMicros) ?? { cpuMicros: Number.NaN, perSecond: Number.NaN };
}

/** The figures beside their goal, and what the headers cost through Hono (`npm run bench` and bench/quick.ts). */
export function formatSaleThroughput(figures: Awaited<ReturnType<typeof measureSaleThroughput>>): string[] {
  const line = (label: string, served: Served) =>
    `${label.padEnd(25)}${served.cpuMicros.toFixed(1).padStart(7)} µs of server CPU per answer (${Math.round(1e6 / served.cpuMicros)} answers/s a core; ${Math.round(served.perSecond)} req/s under autocannon)`;
  return [
    line("GET /api/sale", figures.sale),
    line("bare Hono JSON handler", figures.bare),
    `ratio /api/sale : bare   ${figures.ratio.toFixed(2)}   (goal >= 0.8; answers a core can serve; median of each round's ratio)`,
    `  bare with /api/sale's headers and body: x${figures.bareWithSaleHeaders.toFixed(2)} of bare, what those bytes cost through Hono's Headers`,
  ];
}
