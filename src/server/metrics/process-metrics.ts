import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { RequestRecord } from "@/server/http/request-log";

/**
 * What this process counts as it runs: request durations, mail failures, rate-limit refusals, and
 * Node's own figures. One registry per process (the counters are incremented where things happen);
 * the figures read from the database are added at each scrape (see metrics-routes.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: "pxl_node_" });

const requestDuration = new Histogram({
  name: "pxl_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const rateLimitRefusals = new Counter({
  name: "pxl_rate_limit_refusals_total",
  help: "Requests refused with 429 by a rate limit (ours or Better Auth's), by route pattern",
  labelNames: ["route"] as const,
  registers: [processRegistry],
});

const mailFailures = new Counter({
  name: "pxl_mail_failures_total",
  help: "E-mails the SMTP server did not accept",
  registers: [processRegistry],
});

export function observeRequest({ method, route, status, seconds }: RequestRecord): void {
  requestDuration.observe({ method, route, status: String(status) }, seconds);
  if (status === 429) rateLimitRefusals.inc({ route });
}

export function countMailFailure(): void {
  mailFailures.inc();
}
