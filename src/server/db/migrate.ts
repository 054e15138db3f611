import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "@/server/db/client";
import { packageRoot } from "@/server/lib/package-root";

export const migrationsFolder = path.join(packageRoot(), "drizzle");

/** Arbitrary but fixed: every instance of the site agrees on it. */
const MIGRATION_LOCK_KEY = 0x5058_4c4d_4947n; // "PXLMIG"

/**
 * Applies the migrations in `drizzle/`. Drizzle's migrator takes no lock of its own, so two
 * instances starting together would race on the same DDL: the advisory lock makes them take turns,
 * and the second finds nothing left to do. `folder` is for tests that start from an earlier schema.
 */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's database type
    const db = database.db as any;
    if (database.kind === "postgres") await migratePg(db, { migrationsFolder: folder });
    else await migratePglite(db, { migrationsFolder: folder });
  });
}
