import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../e2e/support/chromium";

/**
 * Lighthouse's blocking-time rule applied to each main-thread task's **thread** time, from a
 * Chromium trace of the page loading (no throttling). Lighthouse's simulation takes each task's wall
 * time, multiplies it by 4 (its phone's slower CPU) and counts what exceeds 50 ms. On a shared host the
 * wall time of a task grows whenever another process has the core, so its TBT moved more between runs
 * of one build than between builds (decisions 0023, 0024). A task's thread time does not grow that
 * way: this figure is what the rule gives on an idle host, and what to compare builds by.
 */

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** Chromium's top-level task event, by the name current and earlier versions give it. */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** How long the trace goes on after `load`: hydration and the first reads end within it. */
const SETTLE_MS = 2_500;

/** The tasks after the first contentful paint on the page's main thread, in ms of thread time. */
function tasksAfterFirstPaint(events: TraceEvent[]): number[] {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === paint.pid,
  );
  if (!main) throw new Error("the trace has no main thread for the painted page");
  return events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        TASK_NAMES.has(e.name) &&
        e.cat.includes("toplevel") &&
        e.ts >= paint.ts,
    )
    .map((e) => (e.tdur ?? 0) / 1000);
}

/**
 * One traced load of `url` in a fresh browser: Σ max(0, 4 × thread time − 50) over the tasks after
 * the first contentful paint, in ms.
 */
export async function threadBlockingMs(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", ...chromiumFlags],
  });
  try {
    // Lighthouse's phone screen.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    // The protocol's types call the events string maps; they are Chromium's trace events.
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,toplevel,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send("Tracing.end");
    await complete;
    return tasksAfterFirstPaint(events).reduce((sum, task) => sum + Math.max(0, 4 * task - 50), 0);
  } finally {
    await browser.close();
  }
}
