import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { runMigrations } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { insertUsers } from "@/server/test/fixtures";
import { migrationsBefore } from "@/server/test/migrations-before";
import { createTestDatabase, testEngines } from "@/server/test/test-database";

const holdings = (db: Parameters<typeof queryRows>[0]) =>
  queryRows<{ user_id: string; tokens: string; invested: string }>(
    db,
    sql`select user_id, tokens_micro_pxl::text as tokens, invested_micro_usdt::text as invested
        from user_holdings order by user_id`,
  );

describe.each(testEngines)("the user_holdings migration on $engine", ({ engine }) => {
  const earlier = migrationsBefore("0016_user_holdings");
  afterAll(earlier.remove);

  it("gives every existing account its ledger sums, and every new account a zero row", async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await runMigrations(database, earlier.folder);
      const { db } = database;
      await insertUsers(db, ["holder", "nobody"]);
      for (const [n, amount, userId] of [
        [1, 2_000_000, "holder"],
        [2, 3_000_000, "holder"],
        [3, 5_000_000, null],
      ] as const) {
        const hash = `0x${n.toString(16).padStart(64, "0")}`;
        await db.execute(sql`
          insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number,
                                block_hash, block_time, finality)
          values (42161, ${hash}, 0, ${`0x${"ab".repeat(20)}`}, ${amount}, ${n}, ${`0x${"cd".repeat(32)}`}, now(), 'final')`);
        await db.execute(sql`
          insert into ledger_entries (chain_id, tx_hash, log_index, user_id, credited_micro_usdt,
                                      refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
          values (42161, ${hash}, 0, ${userId}, ${amount}, 0, ${amount * 2}, ${userId && "wallet_proof"},
                  ${userId && new Date().toISOString()})`);
      }

      await runMigrations(database);
      expect(await holdings(db)).toEqual([
        { user_id: "holder", tokens: "10000000", invested: "5000000" },
        { user_id: "nobody", tokens: "0", invested: "0" },
      ]);
      await insertUsers(db, ["newcomer"]);
      expect((await holdings(db)).find((h) => h.user_id === "newcomer")).toEqual({
        user_id: "newcomer",
        tokens: "0",
        invested: "0",
      });
    } finally {
      await database.destroy();
    }
  });
});
