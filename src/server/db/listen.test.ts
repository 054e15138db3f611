import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

describe.each(testEngines)("LISTEN / NOTIFY ($engine)", ({ engine }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
  });
  afterAll(() => database.destroy());

  const notify = (payload: string) =>
    database.db.execute(sql`select pg_notify('pxl_listen_test', ${payload})`);

  it("delivers notifications, only those committed, until unlistened", async () => {
    const received: string[] = [];
    const unlisten = await database.listen("pxl_listen_test", (payload) => received.push(payload));
    await notify("one");
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('pxl_listen_test', 'rolled back')`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await notify("two");
    await expect.poll(() => received).toEqual(["one", "two"]);
    await unlisten();
    await notify("three");
    await notify("four");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(["one", "two"]);
  });

  it.runIf(engine === "postgres")(
    "reconnects a listener whose connection was killed, and says so",
    async () => {
      const received: string[] = [];
      let reconnects = 0;
      const unlisten = await database.listen(
        "pxl_listen_test",
        (payload) => received.push(payload),
        () => reconnects++,
      );
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
      );
      await expect.poll(() => reconnects, { timeout: 5_000 }).toBe(1);
      await notify("after");
      await expect.poll(() => received).toEqual(["after"]);
      await unlisten();
    },
  );
});
