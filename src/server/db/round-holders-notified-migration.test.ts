import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { runMigrations } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { migrationsBefore } from "@/server/test/migrations-before";
import { createTestDatabase, testEngines } from "@/server/test/test-database";

/**
 * The sweep tells the holders of every published round not marked told. Rounds published before the
 * mark existed were told as they were published: the migration marks them, or every instance would
 * tell their holders again on its first sweep (the dedupe key would stop the notifications, but not
 * an upgrade's surprise), and leaves drafts unmarked.
 */
describe.each(testEngines)("the round_holders_notified migration on $engine", ({ engine }) => {
  const earlier = migrationsBefore("0019_round_holders_notified");
  afterAll(earlier.remove);

  it("marks the rounds published before it as told, and no draft", async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await runMigrations(database, earlier.folder);
      const { db } = database;
      await db.execute(sql`insert into distribution_rounds
          (kind, total_amount, reason, status, merkle_root, set_root_tx_hash, published_at) values
          ('pxl', 1, 'published before the upgrade', 'published', ${`0x${"11".repeat(32)}`}, ${`0x${"22".repeat(32)}`}, '2026-12-20T10:00:00Z'),
          ('pxl', 2, 'a draft saved before the upgrade', 'draft', null, null, null)`);

      await runMigrations(database);
      const rows = await queryRows<{ reason: string; notified: string | null }>(
        db,
        sql`select reason, to_char(holders_notified_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as notified
            from distribution_rounds order by total_amount`,
      );
      expect(rows).toEqual([
        { reason: "published before the upgrade", notified: "2026-12-20 10:00" },
        { reason: "a draft saved before the upgrade", notified: null },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
