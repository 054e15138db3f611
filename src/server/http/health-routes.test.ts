import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexerState } from "@/server/db/schema";
import { staleAfterMs } from "@/server/http/health-routes";
import { loadIndexerState, saveError, saveProgress } from "@/server/payments/indexer-state";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

const CHAIN = 42161;
/** What the indexer stored when a tick failed on SQL: the statement, its parameters, an endpoint's key. */
const STORED_ERROR =
  'Failed query: insert into "payments" ("amount_micro_usdt") values ($1) params: 0 https://arb.example/v2/SECRETKEY';

describe("/healthz", () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    api = createTestApp(database);
    await loadIndexerState(database.db, CHAIN, 100n);
  });
  afterAll(() => database.destroy());

  const healthz = async () => {
    const response = await api.call("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return { text: await response.clone().text(), body: await response.json() };
  };

  it("says ok with each chain's lag in blocks and the time since its last successful tick", async () => {
    await saveProgress(database.db, CHAIN, 120n, 125n);
    const { body } = await healthz();
    expect(body).toEqual({
      status: "ok",
      indexers: [
        {
          chainId: CHAIN,
          head: "125",
          finalThrough: "120",
          lagBlocks: "5",
          lastTickAt: expect.any(String),
          secondsSinceLastTick: expect.any(Number),
          lastTickFailed: false,
          stale: false,
        },
      ],
    });
    expect(body.indexers[0].secondsSinceLastTick).toBeLessThan(60);
  });

  it("says degraded when the last tick failed, and never shows the error's text", async () => {
    await saveError(database.db, CHAIN, STORED_ERROR);
    const { text, body } = await healthz();
    expect(body).toMatchObject({ status: "degraded", indexers: [{ lastTickFailed: true, stale: false }] });
    for (const piece of ["Failed query", "insert into", "SECRETKEY", "params"])
      expect(text).not.toContain(piece);
    expect(Object.keys(body.indexers[0])).not.toContain("lastError");

    // A good tick clears it.
    await saveProgress(database.db, CHAIN, 121n, 126n);
    expect((await healthz()).body).toMatchObject({ status: "ok", indexers: [{ lastTickFailed: false }] });
  });

  it("says degraded when no tick succeeded for longer than the stale limit", async () => {
    const limit = staleAfterMs(5_000);
    await database.db
      .update(indexerState)
      .set({ lastTickAt: new Date(Date.now() - limit - 5_000) })
      .where(eq(indexerState.chainId, CHAIN));
    const { body } = await healthz();
    expect(body).toMatchObject({ status: "degraded", indexers: [{ lastTickFailed: false, stale: true }] });
    expect(body.indexers[0].secondsSinceLastTick).toBeGreaterThanOrEqual(limit / 1000);
  });

  it("counts an indexer as stalled after five intervals, and never sooner than a minute", () => {
    expect(staleAfterMs(5_000)).toBe(60_000);
    expect(staleAfterMs(1_000)).toBe(60_000);
    expect(staleAfterMs(60_000)).toBe(300_000);
  });
});
