import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { planDividend } from "@/server/distribution/dividend-preview";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import { insertPayment, linkWallet, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import type { DividendPeriod } from "@/shared/distribution/dividend-period";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

const H1: DividendPeriod = { year: 2026, half: 1 };
const PROFIT = 100_000n * USDT;

/*
 * A payment made before the record date from a wallet nobody has linked yet is credited to nobody:
 * its tokens count for no holder, so its share is in the remainder until its buyer is credited, and
 * then a later round adds it (dividend-catch-up.test.ts). The plan says so, so the operator can
 * attribute the payment first and pay it with this round.
 */
describe.each(testEngines)(
  "a dividend plan names the payments awaiting attribution at its record date ($engine)",
  ({ engine }) => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      db = database.db;
      await insertUsers(db, ["alice", "bob"]);
      // Bob pays in May and in July from a wallet he has not linked yet; Alice in March from hers.
      await insertPayment(db, {
        n: 2,
        from: wallet(2),
        amount: 1_000n * USDT,
        time: new Date("2026-05-10T00:00:00Z"),
      });
      await insertPayment(db, {
        n: 3,
        from: wallet(2),
        amount: 500n * USDT,
        time: new Date("2026-07-02T00:00:00Z"),
      });
      await verifiedBuyers(
        db,
        [{ userId: "alice", n: 1, amount: 1_000n * USDT, time: new Date("2026-03-01T00:00:00Z") }],
        new Date("2027-01-02T00:00:00Z"),
      );
    });
    afterAll(() => database.destroy());

    it("counts the May payment, not the July one, and its share as part of the remainder", async () => {
      const plan = await planDividend(db, { period: H1, profitMicroUsdt: PROFIT });
      const alice = plan.holders.find((h) => h.userId === "alice");
      expect(plan.holders.map((h) => h.userId)).toEqual(["alice"]);
      // Both bought 1,000 USDT of PXL at the same price: the May payment holds what Alice holds.
      const held = alice?.heldMicroPxl ?? 0n;
      const share = (held * dividendPool(PROFIT)) / (TOTAL_SUPPLY_PXL * MICRO);
      expect(plan.awaitingAttribution).toEqual({ payments: 1, heldMicroPxl: held, shareMicroUsdt: share });
      expect(plan.remainderMicroUsdt).toBeGreaterThanOrEqual(share);
    });

    it("names none once the payment is credited, and its buyer holds it at the record date", async () => {
      await linkWallet(db, wallet(2), "bob", true);
      await allocateFinalPayments(db);
      const plan = await planDividend(db, { period: H1, profitMicroUsdt: PROFIT });
      expect(plan.awaitingAttribution).toEqual({ payments: 0, heldMicroPxl: 0n, shareMicroUsdt: 0n });
      const held = new Map(plan.holders.map((h) => [h.userId, h.heldMicroPxl]));
      expect(held.get("bob")).toBe(held.get("alice"));
    });
  },
);
