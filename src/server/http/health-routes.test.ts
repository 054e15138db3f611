import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexerState } from "@/server/db/schema";
import {
  loadDistributionCursor,
  saveDistributionProgress,
} from "@/server/distribution/distribution-index-state";
import { staleAfterMs } from "@/server/http/health-routes";
import { loadIndexerState, saveError, saveProgress } from "@/server/payments/indexer-state";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

const CHAIN = 42161;
const READ_THROUGH = new Date("2026-07-01T00:00:12Z");
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
    await saveProgress(database.db, CHAIN, { finalThrough: 120n, finalThroughTime: READ_THROUGH }, 125n);
    const { body } = await healthz();
    expect(body).toEqual({
      status: "ok",
      indexers: [
        {
          chainId: CHAIN,
          head: "125",
          finalThrough: "120",
          finalThroughTime: READ_THROUGH.toISOString(),
          lagBlocks: "5",
          lastTickAt: expect.any(String),
          secondsSinceLastTick: expect.any(Number),
          lastTickFailed: false,
          stale: false,
        },
      ],
      distributionIndexers: [],
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
    await saveProgress(database.db, CHAIN, { finalThrough: 121n, finalThroughTime: null }, 126n);
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

  it("shows the distribution indexer's position and read-through time beside the payment indexer's", async () => {
    await saveProgress(database.db, CHAIN, { finalThrough: 122n, finalThroughTime: null }, 127n);
    await loadDistributionCursor(database.db, CHAIN, "pxl,-,-", 100n);
    const pxlThrough = new Date("2026-06-30T12:00:00Z");
    await saveDistributionProgress(
      database.db,
      CHAIN,
      "pxl,-,-",
      { finalThrough: 110n, finalThroughTime: pxlThrough },
      127n,
    );
    // Neither position nor its time moves back when a provider answers with an older final block.
    await saveDistributionProgress(
      database.db,
      CHAIN,
      "pxl,-,-",
      { finalThrough: 105n, finalThroughTime: new Date("2026-06-29T00:00:00Z") },
      127n,
    );
    const { body } = await healthz();
    expect(body).toMatchObject({
      status: "ok",
      indexers: [{ finalThrough: "122", finalThroughTime: READ_THROUGH.toISOString() }],
      distributionIndexers: [
        {
          chainId: CHAIN,
          head: "127",
          finalThrough: "110",
          finalThroughTime: pxlThrough.toISOString(),
          lagBlocks: "17",
          lastTickFailed: false,
          stale: false,
        },
      ],
    });
  });

  it("counts an indexer as stalled after five intervals, and never sooner than a minute", () => {
    expect(staleAfterMs(5_000)).toBe(60_000);
    expect(staleAfterMs(1_000)).toBe(60_000);
    expect(staleAfterMs(60_000)).toBe(300_000);
  });
});
