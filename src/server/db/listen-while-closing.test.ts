import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A listener that connects while its database closes: `close` stops the listeners it knows, so one
 * still connecting must stop itself, or it listens, and reconnects to a database that may be gone,
 * for the life of the process. In CI, a test app whose dispatcher was still connecting when its test
 * dropped the database turned that into an unhandled rejection ("database ... does not exist").
 */
describe.runIf(usesPostgres)("listening while the database closes (postgres)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { migrate: false });
  });
  afterAll(() => database.destroy());

  it("stops a listener that finished connecting after close", async () => {
    const url = database.url ?? "";
    const closing = await openDatabase({ kind: "postgres", url });
    const received: string[] = [];
    const listening = closing.listen("pxl_closing_test", (payload) => received.push(payload));
    await closing.close();
    await listening;

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("select pg_notify('pxl_closing_test', 'after close')");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
      const { rows } = await other.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await other.end();
    }
  });

  it("lets a test app's dispatcher meet a database its test already dropped", async () => {
    const gone = await createTestDatabase("postgres", { migrate: true });
    await gone.destroy();
    const api = createTestApp(gone);
    await expect(api.dispatching).resolves.toBeUndefined();
  });
});
