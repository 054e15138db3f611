import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { listenOnPostgres } from "@/server/db/pg-listener";
import * as schema from "@/server/db/schema";
import { log } from "@/server/lib/log";

/** Drizzle over either engine: the code above this line never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string | null };

export interface Database {
  db: Db;
  kind: DatabaseTarget["kind"];
  /** Runs `fn` holding a PostgreSQL advisory lock (a no-op guard on PGlite, which has one connection). */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /**
   * Takes a PostgreSQL advisory lock for as long as this process lives, if no other instance holds
   * it: true when this instance now holds it. On PGlite (one process) it is always true.
   */
  holdAdvisoryLock(key: bigint): Promise<boolean>;
  /**
   * Delivers the payloads of `NOTIFY channel` from every instance (PGlite: this process) until the
   * returned function is called. `onReconnect` follows a lost connection: notifications may have been missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** True once `close` was called: background work (a dispatcher's drain) stops quietly. */
  readonly closed: boolean;
  /** PostgreSQL's connection pool, for the metrics (absent on PGlite, which has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * The extensions the migrations create (PostgreSQL has them as contrib; PGlite loads them here).
 * Every PGlite opened on the site's data directory (the server, backups) must pass these options.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover) emits "error" on the pool; unheard, it
    // would crash the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => log.error(`idle database connection lost: ${error.message}`));
    const held: pg.PoolClient[] = [];
    const listeners = new Set<() => Promise<void>>();
    const db: Db = drizzlePg(pool, { schema });
    let closed = false;
    return {
      db,
      kind: "postgres",
      get closed() {
        return closed;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
      async holdAdvisoryLock(key) {
        // A dedicated connection keeps the session (and so the lock) alive; it is never released.
        const client = await pool.connect();
        const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1) as held", [
          key.toString(),
        ]);
        if (!rows[0]?.held) client.release();
        else held.push(client);
        return rows[0]?.held === true;
      },
      async listen(channel, onPayload, onReconnect = () => {}) {
        const stop = await listenOnPostgres(target.url, channel, onPayload, onReconnect);
        // Closed while it connected: `close` stopped the listeners it knew, not this one, which would
        // otherwise listen (and reconnect to a database that may be gone) for the life of the process.
        if (closed) {
          await stop();
          return async () => {};
        }
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      close: once(async () => {
        closed = true;
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        // Unlock before leaving: the server would drop the locks only once it notices the
        // disconnect, and another instance should take over the indexer at once.
        for (const client of held.splice(0)) {
          await client.query("select pg_advisory_unlock_all()").catch(() => undefined);
          client.release(true);
        }
        await pool.end();
      }),
    };
  }
  // PGlite allows one process per data directory; the server is that process.
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = target.dir ? new PGlite(target.dir, pgliteOptions) : new PGlite(pgliteOptions);
  const db: Db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db,
    kind: "pglite",
    get closed() {
      return closed;
    },
    withAdvisoryLock: (_key, fn) => fn(),
    holdAdvisoryLock: async () => true,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: once(() => {
      closed = true;
      return client.close();
    }),
  };
}

/** Closing twice (a shutdown path and a test's cleanup) is one close. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}
