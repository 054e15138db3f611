import parsePrometheusTextFormat, { type PromFamily } from "parse-prometheus-text-format";
import { describe, expect, it } from "vitest";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import { createUser, emailFor, sessionCookie, signIn } from "@/server/test/account-harness";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { createTestApp } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

const TOKEN = "metrics-token-of-at-least-thirty-two-chars";
const USDT = 1_000_000n;

/** One figure from the scrape, read by a Prometheus parser we did not write. */
function figure(
  families: PromFamily[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
  return sample?.value === undefined ? undefined : Number(sample.value);
}

describe.each(testEngines)("GET /metrics on $engine", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  const metricsApp = () => createTestApp(h.database, {}, { chain: h.target, metricsToken: TOKEN });
  const scrapeText = async (app = metricsApp()) => {
    const response = await app.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const scrape = async (app = metricsApp()) => parsePrometheusTextFormat(await scrapeText(app));

  it("answers only a scraper with the token, and is absent when no token is configured", async () => {
    const app = metricsApp();
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await app.call("/metrics", { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(await response.text()).not.toMatch(/pxl_/);
    }
    expect((await h.api.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).not.toBe(
      200,
    );
  });

  it("reports the indexer's position, the payments it detected and the ledger's balance", async () => {
    await h.chain.transfer(h.demo(0), h.chain.chain.saleWallet, 7n * USDT);
    await h.chain.mine(3);
    await h.indexOnce();
    const head = await h.chain.client.getBlockNumber();
    const families = await scrape();
    const chain = { chain_id: String(h.chain.chain.chainId) };
    expect(figure(families, "pxl_indexer_head_block", chain)).toBe(Number(head));
    expect(figure(families, "pxl_indexer_finalized_block", chain)).toBe(Number(head - 2n));
    expect(figure(families, "pxl_indexer_lag_blocks", chain)).toBe(2);
    expect(figure(families, "pxl_indexer_last_success_timestamp_seconds", chain)).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    expect(figure(families, "pxl_payments_detected")).toBeGreaterThanOrEqual(1);
    expect(figure(families, "pxl_ledger_reconciled")).toBe(1);
    expect(figure(families, "pxl_sse_clients")).toBe(0);
    if (engine === "postgres")
      expect(figure(families, "pxl_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
  });

  it("times requests by route pattern and counts rate-limit refusals", async () => {
    const app = metricsApp();
    await app.call("/api/sale");
    await app.call(`/api/payments/0x${"ab".repeat(32)}`);
    // The counters belong to the process, which other tests share: compare before and after.
    const refusalsBefore =
      figure(await scrape(app), "pxl_rate_limit_refusals_total", { route: "/api/payments/claim" }) ?? 0;
    const email = emailFor("metrics");
    const user = await createUser(h, email);
    await exhaustUserRateLimit(h.database.db, "paymentClaim", user.id);
    const cookie = sessionCookie(await signIn(h, email));
    const refused = await app.postJson(
      "/api/payments/claim",
      { hash: `0x${"2".repeat(64)}` },
      { headers: { cookie } },
    );
    expect(refused.status).toBe(429);
    const text = await scrapeText(app);
    const families = parsePrometheusTextFormat(text);
    expect(families.find((f) => f.name === "pxl_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    // The parser folds a histogram's labelled series into one (prom2json's shape), so the labels are
    // read from the validated text's _count lines.
    const routes = [...text.matchAll(/^pxl_http_request_duration_seconds_count\{([^}]*)\}/gm)].map(
      (m) => /route="([^"]*)"/.exec(m[1] ?? "")?.[1],
    );
    expect(routes).toContain("/api/sale");
    // The pattern, never the caller's path: a hash in a label would make a series per payment.
    expect(routes.some((route) => route?.includes("abab"))).toBe(false);
    const counted = families.find((f) => f.name === "pxl_rate_limit_refusals_total");
    expect(counted?.type).toBe("COUNTER");
    expect(figure(families, "pxl_rate_limit_refusals_total", { route: "/api/payments/claim" })).toBe(
      refusalsBefore + 1,
    );
  });
});
