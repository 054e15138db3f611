/**
 * Lighthouse's blocking-time rule applied to each main-thread task's **thread** time, read from the
 * trace Lighthouse recorded of the load it scored (its simulated throttling loads the page
 * unthrottled and scales the tasks afterwards).
 *
 * Lighthouse takes each task's wall time, multiplies it by 4 (its phone's slower CPU) and counts what
 * exceeds 50 ms. On a shared host a task's wall time grows whenever another process has the core: in
 * one `/login` run a task of 3.8 ms of CPU took 79.5 ms, and TBT moved more between runs of one build
 * than between builds (decisions 0023-0025). Thread time does not grow that way: this figure is what
 * the rule gives on an idle host, and what to compare builds by.
 *
 * It reads Lighthouse's own trace, not a load driven by Playwright: a page Playwright drives has the
 * inspector's runtime agent on, and V8 then re-parses React DOM's whole module wrapper to give the
 * first `Error` it creates line numbers, a task of 40-50 ms no visitor's browser runs (decision 0025).
 * It does carry what Lighthouse's own tracing costs (copying every script's source into the trace:
 * about 12-16 ms of thread time on `/login`, decision 0027), since that is what Lighthouse scores.
 */

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** Chromium's top-level task event, by the names current and earlier versions give it. */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The tasks after the first contentful paint on the page's main thread, in ms of thread time. */
function tasksAfterFirstPaint(events: readonly TraceEvent[]): number[] {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === paint.pid,
  );
  if (!main) throw new Error("the trace has no main thread for the painted page");
  const tasks = events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        TASK_NAMES.has(e.name) &&
        e.ts >= paint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  // A task run inside another (a nested run loop) is part of the outer one's time, not a task of its own.
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const outer = topLevel.at(-1);
    if (outer && task.ts < outer.ts + (outer.dur ?? 0)) continue;
    topLevel.push(task);
  }
  return topLevel.map((e) => (e.tdur ?? 0) / 1000);
}

/** Σ max(0, 4 × thread time − 50) over the main-thread tasks after the first contentful paint, in ms. */
export function threadBlockingMs(trace: { traceEvents: readonly TraceEvent[] }): number {
  return tasksAfterFirstPaint(trace.traceEvents).reduce((sum, task) => sum + Math.max(0, 4 * task - 50), 0);
}
