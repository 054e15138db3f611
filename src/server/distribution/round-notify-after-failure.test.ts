import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { notifyPendingRounds } from "@/server/notifications/round-notifications";
import { creditedInvestor, roundConsole, useDistributionHarness } from "@/server/test/distribution-harness";
import { type SignedIn, signedInOperator, USDT } from "@/server/test/operator-fixtures";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

/*
 * The publish route records the publication (committed), then tells the holders. A notification
 * that fails midway (a dropped connection, a lock timeout), or an instance that stops there, must not
 * leave the rest untold: before, the operator got a 500 for a round that was published, and asking
 * again answered 409 already_published without telling anyone. Now the answer is the publication,
 * and the sweep tells whoever is left, once.
 */
describe.each(testEngines)("a round whose notifications failed midway ($engine)", ({ engine }) => {
  const d = useDistributionHarness(engine);
  const { h } = d;
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  const rounds = roundConsole(d, () => operator);

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await creditedInvestor(d, "alice", 6, 250n * USDT);
    bob = await creditedInvestor(d, "bob", 7, 100n * USDT);
  });

  it("answers the publication and tells every holder once, though telling one failed at first", async () => {
    const { db } = h.database;
    const id = await rounds.saveDraft();
    const ready = await rounds.ready(id);
    await rounds.fund(BigInt(ready.requiredBalance));
    const tx = await rounds.setRoot(ready.root);

    // A transient failure while Alice's notification is written (whatever the holders' order).
    await db.execute(
      sql.raw(`create or replace function review_fail_notice() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${alice.id}' then raise exception 'connection lost'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger review_fail_notice before insert on notifications
               for each row execute function review_fail_notice()`),
    );
    const first = await rounds.publish(id, tx);
    await db.execute(sql.raw("drop trigger review_fail_notice on notifications"));
    // The round went through on chain and in our records, and the answer says so.
    expect(first.status).toBe(200);
    const round = async () =>
      (
        await queryRows<{ status: string; notified: boolean }>(
          db,
          sql`select status, holders_notified_at is not null as notified from distribution_rounds where id = ${id}`,
        )
      )[0];
    expect(await round()).toEqual({ status: "published", notified: false });

    const told = async () =>
      (
        await queryRows<{ user_id: string }>(
          db,
          sql`select user_id from notifications where dedupe_key = ${`round:${id}`}`,
        )
      )
        .map((r) => r.user_id)
        .sort();
    // The round's mail: one per holder told, in the sink's order of arrival.
    const mailed = () =>
      [alice.email, bob.email].map(
        (email) => h.smtp.to(email).filter((m) => m.subject.includes("PXL")).length,
      );
    expect(await told()).not.toContain(alice.id);

    // The sweep every instance runs tells whoever is left, and marks the round told.
    await notifyPendingRounds(db, d.api.services.realtime, {
      mailer: d.api.services.mailer,
      baseUrl: TEST_ORIGIN,
    });
    expect(await told()).toEqual([alice.id, bob.id].sort());
    expect(await round()).toEqual({ status: "published", notified: true });
    const mails = mailed();
    expect(mails.every((n) => n >= 1)).toBe(true);

    // Again: nobody is told or mailed twice.
    await db.execute(sql`update distribution_rounds set holders_notified_at = null where id = ${id}`);
    await notifyPendingRounds(db, d.api.services.realtime, {
      mailer: d.api.services.mailer,
      baseUrl: TEST_ORIGIN,
    });
    expect(await told()).toEqual([alice.id, bob.id].sort());
    expect(mailed()).toEqual(mails);
  });

  it("answers the publication while a slow mail server still holds the holders' mail, and tells them after", async () => {
    const { db } = h.database;
    await creditedInvestor(d, "carol", 8, 50n * USDT);
    const id = await rounds.saveDraft("PXL round for Carol, board decision BD-2026-12b.");
    const ready = await rounds.ready(id);
    await rounds.fund(BigInt(ready.requiredBalance));
    const tx = await rounds.setRoot(ready.root);
    const notified = async () =>
      (
        await queryRows<{ notified: boolean }>(
          db,
          sql`select holders_notified_at is not null as notified from distribution_rounds where id = ${id}`,
        )
      )[0]?.notified;

    // The mail server takes each message and never acknowledges it until released.
    const release = h.smtp.hold();
    try {
      const published = await rounds.publish(id, tx);
      expect(published.status).toBe(200);
      // Before, the answer waited here until every holder's mail was acknowledged.
      expect(await notified()).toBe(false);
    } finally {
      release();
    }
    await expect.poll(notified, { timeout: 10_000 }).toBe(true);
  });
});
