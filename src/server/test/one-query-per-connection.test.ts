import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneAtATime } from "@/server/db/one-at-a-time";
import { queryWatch } from "@/server/test/one-query-per-connection";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

// The guard every test file runs under (vitest.config.ts setupFiles): it must see two queries asked of
// one transaction at once, and nothing when they are asked in turn or of the pool.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the one-query-per-connection guard (postgres)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { migrate: false });
  });
  afterAll(() => database.destroy());

  const pause = sql`select pg_sleep(0.05)`;

  it("sees two queries asked of one transaction at once", async () => {
    await database.db.transaction(async (tx) => {
      await Promise.all([tx.execute(pause), tx.execute(pause)]);
    });
    const overlaps = queryWatch.takeOverlaps();
    expect(overlaps.map((o) => o.inFlight)).toEqual([2]);
  });

  it("sees nothing when the transaction asks them in turn, or the pool at once", async () => {
    await database.db.transaction((tx) => oneAtATime([() => tx.execute(pause), () => tx.execute(pause)]));
    await Promise.all([database.db.execute(pause), database.db.execute(pause)]);
    expect(queryWatch.takeOverlaps()).toEqual([]);
  });
});
