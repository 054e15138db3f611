import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import { distributionPreviewJson, planDistribution } from "@/server/distribution/distribution-preview";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound, saveDividendRound } from "@/server/distribution/save-round";
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
import { exclusionText } from "@/shared/distribution/eligibility";

const operator = { userId: "op", label: "op@example.ge" };
const at = (iso: string) => new Date(iso);

/**
 * A wallet that carries one investor's published leaf, unlinked by them and linked by another: the
 * contract counts claims per account, so the account cannot carry a second investor's leaf (it would
 * pay one of them nothing). The first keeps the account; the second is told to link another wallet,
 * and the operator can still save rounds (before: a unique-index violation, every time).
 */
describe.each(testEngines)("a wallet moved from one investor to another ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUsers(db, ["alice", "bob", "op"]);
    await verifiedBuyers(
      db,
      [{ userId: "alice", n: 1, amount: 1_000n * USDT, time: at("2026-03-01T00:00:00Z") }],
      at("2026-07-01T00:00:00Z"),
    );
  });
  afterAll(() => database.destroy());

  it("keeps the account for the investor whose leaf it carries, and asks the other for another wallet", async () => {
    const first = await saveDistributionRound(db, operator, "First PXL distribution.");
    await markPublished(db, first.id);
    const dividend = await saveDividendRound(db, operator, {
      period: { year: 2026, half: 1 },
      profit: 100_000n * USDT,
      reason: "H1 2026 accounts.",
    });
    if (dividend.status !== "saved") throw new Error(`not saved: ${dividend.status}`);
    await markPublished(db, dividend.id);

    // Alice unlinks the wallet; Bob (whoever holds its key) links it, is verified and pays.
    await db.execute(sql`delete from wallet_links where user_id = 'alice'`);
    await linkWallet(db, wallet(1), "bob", true);
    await db.insert(kycSubmissions).values([kycSubmissionRow("bob", "verified", 2)]);
    await insertPayment(db, { n: 2, from: wallet(1), amount: 500n * USDT, time: at("2026-11-01T00:00:00Z") });
    await allocateFinalPayments(db);

    const preview = distributionPreviewJson(await planDistribution(db));
    expect(preview.eligible).toEqual([]);
    const bob = preview.excluded.find((e) => e.userId === "bob");
    expect(bob?.reasons).toEqual(["wallet_in_use"]);
    expect(bob?.reasonTexts).toEqual([exclusionText.wallet_in_use()]);
    expect(preview.excluded.find((e) => e.userId === "alice")).toMatchObject({
      reasons: ["no_wallet"],
      keptAccount: getAddress(wallet(1)),
    });

    const second = await saveDistributionRound(db, operator, "Second PXL distribution.");
    const leaves = await roundLeaves(db, second.id);
    expect(leaves.map((l) => l.account)).toEqual([getAddress(wallet(1))]);
    expect(second.totalAmount).toBe("0");

    // H2's holdings come from the chain (a PXL round is published): no PXL moved on it through 2026.
    await chainReadThrough(db, at("2027-01-01T00:00:00Z"), { pxlTransfers: true });
    const h2 = await saveDividendRound(db, operator, {
      period: { year: 2026, half: 2 },
      profit: 10_000n * USDT,
      reason: "H2 2026 accounts.",
    });
    if (h2.status !== "saved") throw new Error(`not saved: ${h2.status}`);
    // Alice's H1 share stays on her account; Bob's H2 share waits for another wallet.
    expect((await roundLeaves(db, h2.id)).map((l) => l.account)).toEqual([getAddress(wallet(1))]);
  });
});
