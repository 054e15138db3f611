import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { INDEXER_LOCK_KEY } from "@/server/payments/indexer";
import { loadIndexerState, saveError, saveProgress } from "@/server/payments/indexer-state";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

describe("indexer health", () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    api = createTestApp(database);
  });
  afterAll(() => database.destroy());

  it("shows each chain's head, final block, lag and whether its last tick failed at /healthz", async () => {
    await loadIndexerState(database.db, 42161, 100n);
    await saveProgress(database.db, 42161, { finalThrough: 120n, finalThroughTime: null }, 125n);
    let body = await (await api.call("/healthz")).json();
    expect(body).toMatchObject({
      status: "ok",
      indexers: [{ chainId: 42161, head: "125", finalThrough: "120", lagBlocks: "5", lastTickFailed: false }],
    });

    await saveError(database.db, 42161, "all RPC endpoints failed");
    body = await (await api.call("/healthz")).json();
    expect(body).toMatchObject({ status: "degraded", indexers: [{ lastTickFailed: true }] });

    // Progress never moves back, and a good tick clears the error.
    await saveProgress(database.db, 42161, { finalThrough: 110n, finalThroughTime: null }, 126n);
    body = await (await api.call("/healthz")).json();
    expect(body).toMatchObject({
      status: "ok",
      indexers: [{ finalThrough: "120", head: "126", lastTickFailed: false }],
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("one indexer among several instances", () => {
  it("lets only one instance hold the indexer lock until it goes away", async () => {
    const shared = await createTestDatabase("postgres");
    const url = shared.url ?? "";
    const [first, second] = await Promise.all([
      openDatabase({ kind: "postgres", url }),
      openDatabase({ kind: "postgres", url }),
    ]);
    try {
      expect(await first.holdAdvisoryLock(INDEXER_LOCK_KEY)).toBe(true);
      expect(await second.holdAdvisoryLock(INDEXER_LOCK_KEY)).toBe(false);
      await first.close(); // the instance stops: its session and lock end
      expect(await second.holdAdvisoryLock(INDEXER_LOCK_KEY)).toBe(true);
    } finally {
      await second.close();
      await shared.destroy();
    }
  });
});
