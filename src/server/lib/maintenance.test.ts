import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptcha } from "@/server/captcha/captcha";
import { queryRows } from "@/server/db/query-rows";
import { sweepExpiredRows } from "@/server/lib/maintenance";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

describe.each(testEngines)("maintenance sweep on $engine", ({ engine }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it("deletes only rows that no longer count", async () => {
    const now = Date.now();
    await database.db.execute(sql`insert into rate_limits (key, count, window_started_at) values
      ('old', 9, ${new Date(now - 2 * 24 * 3600_000)}), ('fresh', 1, ${new Date(now - 60_000)})`);
    await database.db.execute(sql`insert into rate_limit (id, key, count, last_request) values
      ('a', 'old', 3, ${now - 2 * 24 * 3600_000}), ('b', 'fresh', 1, ${now - 1000})`);
    await database.db.execute(sql`insert into captcha_uses (challenge_id, expires_at) values
      ('spent', ${new Date(now - 1000)}), ('live', ${new Date(now + 600_000)})`);
    await insertUsers(database.db, ["u1"]);
    await database.db.execute(sql`insert into wallet_nonces (nonce, user_id, expires_at, used_at) values
      ('expired', 'u1', ${new Date(now - 1000)}, null),
      ('expired-used', 'u1', ${new Date(now - 1000)}, ${new Date(now - 5000)}),
      ('live', 'u1', ${new Date(now + 600_000)}, null)`);
    const captcha = createCaptcha({ secret: "x".repeat(32), db: database.db });

    await sweepExpiredRows(database.db, captcha.purgeExpired);

    expect(await queryRows(database.db, sql`select key from rate_limits`)).toEqual([{ key: "fresh" }]);
    expect(await queryRows(database.db, sql`select key from rate_limit`)).toEqual([{ key: "fresh" }]);
    expect(await queryRows(database.db, sql`select challenge_id from captcha_uses`)).toEqual([
      { challenge_id: "live" },
    ]);
    expect(await queryRows(database.db, sql`select nonce from wallet_nonces`)).toEqual([{ nonce: "live" }]);
  });
});
