import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { Gauge, Registry } from "prom-client";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { health } from "@/server/http/health-routes";
import { reconcile } from "@/server/ledger/reconcile";
import { processRegistry } from "@/server/metrics/process-metrics";

export interface MetricsDeps {
  database: Database;
  /** METRICS_TOKEN: a scraper sends it as `Authorization: Bearer <token>`. */
  token: string;
  /** How many live streams (SSE) this instance holds open. */
  liveClients: () => number;
}

function gauge(registry: Registry, name: string, help: string, labelNames: string[] = []) {
  return new Gauge({ name, help, labelNames, registers: [registry] });
}

/** The figures read from the database at each scrape: every instance reports the same indexer and ledger. */
async function scrapeRegistry({ database, liveClients }: MetricsDeps): Promise<Registry> {
  const registry = new Registry();
  const [indexers, ledger, [detected]] = await Promise.all([
    health(database.db, { staleAfter: Number.POSITIVE_INFINITY }),
    reconcile(database.db),
    queryRows<{ n: string }>(database.db, sql`select count(*)::text as n from payments`),
  ]);
  const head = gauge(registry, "pxl_indexer_head_block", "The chain's head the indexer last saw", [
    "chain_id",
  ]);
  const final = gauge(registry, "pxl_indexer_finalized_block", "The last block the indexer knows final", [
    "chain_id",
  ]);
  const lag = gauge(registry, "pxl_indexer_lag_blocks", "Blocks between the head and the last final block", [
    "chain_id",
  ]);
  const lastSuccess = gauge(
    registry,
    "pxl_indexer_last_success_timestamp_seconds",
    "When the indexer's last successful tick ended (Unix time)",
    ["chain_id"],
  );
  for (const indexer of indexers.indexers) {
    const labels = { chain_id: String(indexer.chainId) };
    if (indexer.head !== null) head.set(labels, Number(indexer.head));
    final.set(labels, Number(indexer.finalThrough));
    if (indexer.lagBlocks !== null) lag.set(labels, Number(indexer.lagBlocks));
    if (indexer.lastTickAt) lastSuccess.set(labels, Date.parse(indexer.lastTickAt) / 1000);
  }
  gauge(
    registry,
    "pxl_payments_detected",
    "Incoming USDT transfers to the sale wallet the indexer stored",
  ).set(Number(detected?.n ?? 0));
  gauge(
    registry,
    "pxl_ledger_reconciled",
    "1 when credited + awaiting attribution + refund due + unallocated = final incoming, to the micro-USDT",
  ).set(ledger.balanced ? 1 : 0);
  gauge(registry, "pxl_sse_clients", "Live streams open on this instance").set(liveClients());
  const pool = database.poolStats?.();
  if (pool) {
    const connections = gauge(registry, "pxl_db_pool_connections", "PostgreSQL pool connections by state", [
      "state",
    ]);
    connections.set({ state: "total" }, pool.total);
    connections.set({ state: "idle" }, pool.idle);
    connections.set({ state: "waiting" }, pool.waiting);
  }
  return registry;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus' text format, only for a scraper holding METRICS_TOKEN (the figures
 * tell a stranger how much money is waiting and when the indexer stalls).
 */
export function metricsRoutes(deps: MetricsDeps): Hono {
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!bearerMatches(c.req.header("authorization"), deps.token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ error: "Metrics need the METRICS_TOKEN bearer token." }, 401);
    }
    const registry = Registry.merge([processRegistry, await scrapeRegistry(deps)]);
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
}
