import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

/**
 * The engines API tests run on: in-memory PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * points at a server (CI sets it). Use with `describe.each(testEngines)`.
 */
export const testEngines: Array<{ engine: "pglite" | "postgres" }> = [
  { engine: "pglite" },
  ...(process.env.TEST_DATABASE_URL ? [{ engine: "postgres" as const }] : []),
];

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  /** The connection string of the throwaway PostgreSQL database (null on PGlite). */
  url: string | null;
}

/** A new, empty, migrated database: each test file gets its own, so files can run in parallel. */
export async function createTestDatabase(
  engine: "pglite" | "postgres",
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await openDatabase({ kind: "pglite", dir: null });
    if (migrate) await runMigrations(database);
    return withClosed(database, { url: null, destroy: () => database.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pxl_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  if (migrate) await runMigrations(database);
  return withClosed(database, {
    url: url.toString(),
    async destroy() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  });
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The database with the test's additions; `closed` stays live (a spread would copy its value once). */
function withClosed(database: Database, extra: Pick<TestDatabase, "url" | "destroy">): TestDatabase {
  return Object.defineProperties(
    { ...database, ...extra },
    {
      closed: { get: () => database.closed, enumerable: true },
    },
  ) as TestDatabase;
}
