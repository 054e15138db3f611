import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "@/server/db/schema";

/** Drizzle over either engine: the code above this line never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string | null };

export interface Database {
  db: Db;
  kind: DatabaseTarget["kind"];
  /** Runs `fn` holding a PostgreSQL advisory lock (a no-op guard on PGlite, which has one connection). */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover) emits "error" on the pool; unheard, it
    // would crash the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => console.error(`idle database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async withAdvisoryLock(key, fn) {
        // A session-level lock lives on one connection: hold that connection for the whole run.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [key.toString()]);
          try {
            return await fn();
          } finally {
            await client.query("select pg_advisory_unlock($1)", [key.toString()]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // PGlite allows one process per data directory; the server is that process.
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = target.dir ? new PGlite(target.dir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    withAdvisoryLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}
