import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { insertUsers } from "@/server/test/fixtures";
import { migrationsBefore } from "@/server/test/migrations-before";
import { wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, testEngines } from "@/server/test/test-database";
import { makePrimaryWallet, removeWallet } from "@/server/wallets/linked-wallets";

const periods = (db: Db) =>
  queryRows<{ address: string; user_id: string; linked_at: string; open: boolean }>(
    db,
    sql`select address, user_id, to_char(linked_at at time zone 'UTC', 'YYYY-MM-DD') as linked_at,
               unlinked_at is null as open
        from wallet_link_periods order by address, linked_at`,
  );

/**
 * The dividends read who linked a wallet at their record date from `wallet_link_periods`: the
 * migration starts it from the links standing, and triggers keep it whichever way a link is made or
 * removed (an unlink, a user's deletion).
 */
describe.each(testEngines)("the wallet_link_periods migration on $engine", ({ engine }) => {
  const earlier = migrationsBefore("0017_wallet_link_periods");
  afterAll(earlier.remove);

  it("starts from the standing links, then follows every link and unlink", async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await runMigrations(database, earlier.folder);
      const { db } = database;
      await insertUsers(db, ["alice", "bob"]);
      await db.execute(sql`insert into wallet_links (address, user_id, is_primary, linked_at) values
        (${wallet(1)}, 'alice', true, '2026-03-01T00:00:00Z'),
        (${wallet(2)}, 'alice', false, '2026-04-01T00:00:00Z'),
        (${wallet(3)}, 'bob', true, '2026-05-01T00:00:00Z')`);

      await runMigrations(database);
      expect(await periods(db)).toEqual([
        { address: wallet(1), user_id: "alice", linked_at: "2026-03-01", open: true },
        { address: wallet(2), user_id: "alice", linked_at: "2026-04-01", open: true },
        { address: wallet(3), user_id: "bob", linked_at: "2026-05-01", open: true },
      ]);

      // Alice unlinks wallet 1 (wallet 2 becomes primary: no new period) and Bob links it.
      expect(await removeWallet(db, "alice", wallet(1))).toBe(true);
      expect(await makePrimaryWallet(db, "alice", wallet(2))).toBe(true);
      await db.execute(sql`insert into wallet_links (address, user_id, linked_at)
        values (${wallet(1)}, 'bob', '2026-06-01T00:00:00Z')`);
      expect(await periods(db)).toEqual([
        { address: wallet(1), user_id: "alice", linked_at: "2026-03-01", open: false },
        { address: wallet(1), user_id: "bob", linked_at: "2026-06-01", open: true },
        { address: wallet(2), user_id: "alice", linked_at: "2026-04-01", open: true },
        { address: wallet(3), user_id: "bob", linked_at: "2026-05-01", open: true },
      ]);

      // Alice's account is deleted: her links and their history go with it.
      await db.execute(sql`delete from "user" where id = 'alice'`);
      expect(await periods(db)).toEqual([
        { address: wallet(1), user_id: "bob", linked_at: "2026-06-01", open: true },
        { address: wallet(3), user_id: "bob", linked_at: "2026-05-01", open: true },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
