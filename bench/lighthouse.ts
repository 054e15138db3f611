import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../e2e/support/chromium";
import { threadBlockingMs } from "./thread-blocking";

/**
 * Lighthouse (mobile, its default simulated throttling) on the public and account pages of a started
 * server, in Debian's Chromium: never a downloaded browser. Each figure is the median of its runs.
 */

export const LIGHTHOUSE_PAGES = ["/", "/about", "/roadmap", "/whitepaper", "/register", "/login"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type PageScores = {
  page: string;
  /** Category scores 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** False when the page asks not to be indexed: its SEO score then has no goal. */
  indexable: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (its `environment.benchmarkIndex`), median of the runs. */
  benchmarkIndex: number;
  /** Lighthouse's TBT rule on each task's thread time in the traces of the same runs (thread-blocking.ts). */
  threadBlockingMs: number;
};

/**
 * Below this benchmark index Lighthouse's CLI warns that the host is slower than its default 4x CPU
 * slowdown assumes, and that the performance score comes out lower (core/gather/driver/environment.js).
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * The control: a document of a heading and a sentence, with no script, stylesheet, font or image,
 * measured beside the pages in the same runs. What it scores is what this machine's Chromium gives
 * any page; a figure of ours can be no better. It is served twice: bare, and with the response
 * headers of our pages, whose Cross-Origin-Opener-Policy alone costs a load in Lighthouse a new
 * browsing context group (decision 0028).
 */
const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title>
<meta name="description" content="The bench's control page."></head>
<body><h1>Control</h1><p>A heading and a sentence: no script, no stylesheet.</p></body></html>`;

/** Headers that describe one answer or its connection, not the page's policy: not copied to the control. */
const ANSWER_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-request-id",
]);

/** The policy headers our server sends with the landing page (CSP, COOP, CORP, ...). */
async function pagePolicyHeaders(): Promise<Record<string, string>> {
  const answer = await fetch(`${lighthouseBaseUrl}/`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`the landing page answered ${answer.status}`);
  return Object.fromEntries([...answer.headers].filter(([name]) => !ANSWER_HEADERS.has(name)));
}

async function startControlServer(
  policy: Record<string, string>,
): Promise<{ server: Server; bare: string; withPolicy: string }> {
  const server = createServer((req, res) => {
    const headers = req.url === "/with-policy" ? policy : {};
    res.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" }).end(CONTROL_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the control server has no port");
  const origin = `http://127.0.0.1:${address.port}`;
  return { server, bare: `${origin}/`, withPolicy: `${origin}/with-policy` };
}

/** The port the bench's server listens on; the server writes this address into the pages at start. */
export const lighthousePort = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4340);
export const lighthouseBaseUrl = `http://127.0.0.1:${lighthousePort}`;

/** The compiled demo server (embedded database, local chain) on the existing build, as `npm start` runs it. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(lighthousePort),
      HOST: "127.0.0.1",
      BASE_URL: lighthouseBaseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the bench's server exited with ${server.exitCode}`);
    const up = await fetch(`${lighthouseBaseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error(`the bench's server did not answer on ${lighthouseBaseUrl} within 2 minutes`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** As the runs report it (the package's own version). */
let lighthouseVersion = "?";

/**
 * `--hide-scrollbars`, as Puppeteer starts every headless Chrome. With Lighthouse's phone emulation a
 * desktop Chromium flashes an overlay scrollbar on every page taller than the screen once it loads,
 * and without a GPU it draws each frame of that fade in software: 20-31 frames, and as many
 * screenshots in Lighthouse's trace, during the load it times. A phone shows no scrollbar until it is
 * scrolled. Without the flash the compositor's thread spends 70-140 ms instead of 220-330 ms in the
 * first 2 s, on the 2 cores the page's own thread shares (decision 0028).
 */
const LIGHTHOUSE_CHROMIUM_FLAGS = ["--headless", "--hide-scrollbars", ...chromiumFlags];

/** One Lighthouse run in a fresh Chromium (as its CLI does: a reused browser sometimes records no trace). */
async function runOnce(url: string) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse asks to be run again when a trace comes out broken (NO_NAVSTART and kin): up to 3 tries. */
async function runWithRetries(url: string) {
  for (let attempt = 1; ; attempt++) {
    const run = await runOnce(url);
    const { runtimeError } = run.lhr;
    if (!runtimeError) return run;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
}

async function measurePage(url: string, runs: number): Promise<Omit<PageScores, "page">> {
  const results: Omit<PageScores, "page">[] = [];
  for (let run = 0; run < runs; run++) {
    const { lhr, trace } = await runWithRetries(url);
    const { categories, audits, environment, lighthouseVersion: version } = lhr;
    lighthouseVersion = version;
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      indexable: audits["is-crawlable"]?.score !== 0,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
      threadBlockingMs: threadBlockingMs(trace),
    });
  }
  const of = <K extends keyof Omit<PageScores, "page" | "indexable">>(key: K) =>
    median(results.map((r) => r[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    indexable: results.every((r) => r.indexable),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: of("benchmarkIndex"),
    threadBlockingMs: of("threadBlockingMs"),
  };
}

export type LighthouseFigures = {
  version: string;
  runs: number;
  pages: PageScores[];
  /** The control page (CONTROL_HTML), measured in the same runs. */
  control: PageScores;
  /** The same control with our pages' policy headers: the floor for a page of ours. */
  controlWithPolicy: PageScores;
};

/**
 * Starts the server on the existing build and measures each page `runs` times (a fresh browser for
 * each run), then the control page as many times, bare and with our pages' policy headers.
 */
export async function measureLighthouse(pages = LIGHTHOUSE_PAGES, runs = 3): Promise<LighthouseFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pxl-lighthouse-"));
  const server = await startServer(dataDir);
  const control = await startControlServer(await pagePolicyHeaders());
  try {
    const scores: PageScores[] = [];
    for (const page of pages) {
      scores.push({ page, ...(await measurePage(`${lighthouseBaseUrl}${page}`, runs)) });
    }
    return {
      version: lighthouseVersion,
      runs,
      pages: scores,
      control: { page: "control", ...(await measurePage(control.bare, runs)) },
      controlWithPolicy: { page: "  + headers", ...(await measurePage(control.withPolicy, runs)) },
    };
  } finally {
    await new Promise((resolve) => control.server.close(resolve));
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 13's speed goals a page misses: the ones the control, a page with nothing on it, can miss too. */
function speedMisses(s: PageScores): string[] {
  return [
    s.performance < 98 && "performance",
    s.lcpMs > 1200 && "LCP",
    s.tbtMs > 50 && "TBT",
    s.cls > 0 && "CLS",
  ].filter((miss) => miss !== false);
}

/** Issue 13's goals, each figure printed beside its own; a page's line ends with what it misses. */
export function formatLighthouse({
  version,
  runs,
  pages: scores,
  control,
  controlWithPolicy,
}: LighthouseFigures): string[] {
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(14) : cell.padStart(i >= 5 ? 9 : 6))).join("");
  const lines = [
    `Lighthouse ${version} mobile, default simulated throttling, Debian's Chromium (median of ${runs} run${runs === 1 ? "" : "s"})`,
    row(["page", "perf", "a11y", "b-p", "seo", "LCP", "TBT", "CLS", "TBT†"]),
    row(["goal", ">=98", "100", "100", "100", "<=1.2 s", "<=50 ms", "0", "<=50 ms"]),
  ];
  const figures = (s: PageScores, seo: string) =>
    row([
      s.page,
      String(s.performance),
      String(s.accessibility),
      String(s.bestPractices),
      seo,
      `${(s.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(s.tbtMs)} ms`,
      s.cls.toFixed(3),
      `${Math.round(s.threadBlockingMs)} ms`,
    ]);
  for (const s of scores) {
    const misses = [
      ...speedMisses(s),
      ...[
        s.accessibility < 100 && "accessibility",
        s.bestPractices < 100 && "best practices",
        s.indexable && s.seo < 100 && "SEO",
      ].filter((miss) => miss !== false),
    ];
    lines.push(
      `${figures(s, s.indexable ? String(s.seo) : `${s.seo}*`)}  ${misses.length === 0 ? "meets every goal" : `misses: ${misses.join(", ")}`}`,
    );
  }
  if (scores.some((s) => !s.indexable)) lines.push("* not indexable (noindex): no SEO goal");
  lines.push(
    `† Lighthouse's TBT rule (4 x task - 50 ms) on each task's thread time, in the traces of the same runs: what TBT gives on an idle host; not a goal of its own, but steady where TBT is not (bench/thread-blocking.ts)`,
  );
  lines.push(
    `${figures(control, String(control.seo))}  a heading and a sentence, no script or stylesheet: this machine's floor for any page`,
    `${figures(controlWithPolicy, String(controlWithPolicy.seo))}  the same page with our pages' policy headers (CSP, COOP...): the floor for ours`,
  );
  const floorMisses = speedMisses(controlWithPolicy);
  if (floorMisses.length > 0) {
    lines.push(
      `  that floor already misses: ${floorMisses.join(", ")}. On this machine those goals measure the host, not the pages (decision 0028)`,
    );
  }
  const index = median([...scores, control, controlWithPolicy].map((s) => s.benchmarkIndex));
  lines.push(
    `host CPU: Lighthouse's benchmark index ${Math.round(index)} (median of the pages' medians)${
      index <= SLOW_HOST_BENCHMARK_INDEX
        ? `, at or below the ${SLOW_HOST_BENCHMARK_INDEX} under which Lighthouse warns that the host is slower than its 4x CPU slowdown assumes: the phone it simulates is slower than the one it stands for, and the scores lower`
        : ""
    }`,
  );
  return lines;
}
