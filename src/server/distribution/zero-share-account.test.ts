import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import { planDividend } from "@/server/distribution/dividend-preview";
import { lastPublishedLeaves } from "@/server/distribution/investors-for-rounds";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDividendRound } from "@/server/distribution/save-round";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { markPublished, verifiedBuyers } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import {
  chainReadThrough,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const operator = { userId: "op", label: "op@example.ge" };
const at = (iso: string) => new Date(iso);
const H1 = { year: 2026, half: 1 } as const;
const H2 = { year: 2026, half: 2 } as const;

/**
 * A dividend share that floors to 0 is stored with the holder's wallet but is no leaf (the tree has
 * none of 0). Before, it counted as a published leaf all the same: the holder's later shares stayed
 * on that wallet after they unlinked it, even once another investor linked it, and that investor's
 * own share was held back (wallet_in_use) for an account the distributor never paid anyone.
 */
describe.each(testEngines)(
  "a dividend share that floored to zero, then a moved wallet ($engine)",
  ({ engine }) => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      db = database.db;
      await insertUsers(db, ["alice", "bob", "carol", "op"]);
      // Alice holds 1 micro-USDT's worth in H1: her share floors to 0. Carol holds the rest.
      await verifiedBuyers(
        db,
        [
          { userId: "alice", n: 1, amount: 1n, time: at("2026-03-01T00:00:00Z") },
          { userId: "carol", n: 3, amount: 10_000n * USDT, time: at("2026-03-02T00:00:00Z") },
        ],
        at("2026-07-01T00:00:00Z"),
      );
    });
    afterAll(() => database.destroy());

    it("ties Alice to no account, pays her H2 share on her new wallet and Bob's on the wallet he linked", async () => {
      const h1 = await saveDividendRound(db, operator, { period: H1, profit: 100_000n * USDT, reason: "H1" });
      if (h1.status !== "saved") throw new Error(`not saved: ${h1.status}`);
      await markPublished(db, h1.id);
      expect((await roundLeaves(db, h1.id)).map((l) => l.account.toLowerCase())).toEqual([wallet(3)]);
      expect([...(await lastPublishedLeaves(db, "dividend")).keys()]).toEqual(["carol"]);

      // Alice unlinks wallet 1 and links wallet 2; Bob links wallet 1. Both buy in H2.
      await db.execute(sql`delete from wallet_links where user_id = 'alice'`);
      await linkWallet(db, wallet(2), "alice", true);
      await linkWallet(db, wallet(1), "bob", true);
      await db.insert(kycSubmissions).values([kycSubmissionRow("bob", "verified", 2)]);
      await insertPayment(db, {
        n: 2,
        from: wallet(2),
        amount: 5_000n * USDT,
        time: at("2026-08-01T00:00:00Z"),
      });
      await insertPayment(db, {
        n: 4,
        from: wallet(1),
        amount: 5_000n * USDT,
        time: at("2026-08-02T00:00:00Z"),
      });
      await allocateFinalPayments(db);
      await chainReadThrough(db, at("2027-01-01T00:00:00Z"));

      const plan = await planDividend(db, { period: H2, profitMicroUsdt: 100_000n * USDT });
      const of = (userId: string) => plan.holders.find((h) => h.userId === userId);
      expect({ account: of("alice")?.account?.toLowerCase(), reasons: of("alice")?.reasons }).toEqual({
        account: wallet(2),
        reasons: [],
      });
      expect({ account: of("bob")?.account?.toLowerCase(), reasons: of("bob")?.reasons }).toEqual({
        account: wallet(1),
        reasons: [],
      });
      expect(of("bob")?.shareMicroUsdt).toBeGreaterThan(0n);

      const h2 = await saveDividendRound(db, operator, { period: H2, profit: 100_000n * USDT, reason: "H2" });
      if (h2.status !== "saved") throw new Error(`not saved: ${h2.status}`);
      const leaves = await roundLeaves(db, h2.id);
      const leafOf = (address: string) => leaves.find((l) => l.account.toLowerCase() === address);
      expect(leafOf(wallet(1))?.cumulativeAmount).toBe(of("bob")?.shareMicroUsdt);
      expect(leafOf(wallet(2))?.cumulativeAmount).toBe(of("alice")?.shareMicroUsdt);
    });
  },
);
