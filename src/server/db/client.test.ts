import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { createTestDatabase } from "@/server/test/test-database";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL connection pool", () => {
  it("survives the server closing an idle connection and serves the next query", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const [me] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      // Terminate the pooled connection from another session, as a restart or failover would.
      const other = new pg.Client({ connectionString: database.url ?? "" });
      await other.connect();
      await other.query("select pg_terminate_backend($1)", [me?.pid]);
      await other.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [after] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(after?.one).toBe(1);
    } finally {
      await database.destroy();
    }
  });
});
