import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { kycSubmissions } from "@/server/db/schema";
import { distributionPreviewJson, planDistribution } from "@/server/distribution/distribution-preview";
import { dividendPreviewJson, planDividend } from "@/server/distribution/dividend-preview";
import { holdingsAt } from "@/server/distribution/holdings-at";
import { ChainNotReadThroughError } from "@/server/distribution/read-through";
import { readRound, roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound, saveDividendRound } from "@/server/distribution/save-round";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { watchConcurrentQueries } from "@/server/test/concurrent-queries";
import { markPublished } from "@/server/test/distribution-fixtures";
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
import { recordDate } from "@/shared/distribution/dividend-period";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";
import { MICRO } from "@/shared/money/units";
import { microTokensForAmount, TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

const H1 = { year: 2026, half: 1 } as const;
const H2 = { year: 2026, half: 2 } as const;
const SUPPLY = TOTAL_SUPPLY_PXL * MICRO;
const at = (iso: string) => new Date(iso);
const operator = { userId: "op", label: "op@example.ge" };

/** An operator approves the user's pending identity check. */
const approvePending = (db: Db, userId: string) =>
  db.execute(sql`update kyc_submissions set status = 'verified', decided_at = now()
      where user_id = ${userId} and status = 'pending'`);

describe.each(testEngines)("holdings, previews and rounds from the ledger ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  // Payments (micro-USDT) in the order they are made; all fit under the cap.
  const paid = {
    aliceMarch: 1_000n * USDT,
    aliceLastMillisecond: 200_123_457n,
    aliceFirstOfJuly: 500n * USDT,
    bobMay: 300n * USDT,
    carolAugust: 70n * USDT,
    daveJanuary: 12_345_678_901n,
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUsers(db, ["alice", "bob", "carol", "dave", "erin", "op"]);
    await linkWallet(db, wallet(1), "alice", true);
    await linkWallet(db, wallet(2), "bob", true);
    await linkWallet(db, wallet(3), "carol", false); // linked, never made primary
    await linkWallet(db, wallet(4), "dave", true);
    await linkWallet(db, wallet(5), "erin", true); // no payment: in no round
    await db
      .insert(kycSubmissions)
      .values([
        kycSubmissionRow("alice", "verified", 1),
        kycSubmissionRow("bob", "pending", 1),
        kycSubmissionRow("dave", "rejected", 1),
        kycSubmissionRow("dave", "verified", 2),
        kycSubmissionRow("erin", "verified", 1),
      ]);
    await insertPayment(db, {
      n: 1,
      from: wallet(4),
      amount: paid.daveJanuary,
      time: at("2026-01-10T00:00:00Z"),
    });
    await insertPayment(db, {
      n: 2,
      from: wallet(1),
      amount: paid.aliceMarch,
      time: at("2026-03-01T00:00:00Z"),
    });
    await insertPayment(db, { n: 3, from: wallet(2), amount: paid.bobMay, time: at("2026-05-01T00:00:00Z") });
    await insertPayment(db, {
      n: 4,
      from: wallet(1),
      amount: paid.aliceLastMillisecond,
      time: recordDate(H1),
    });
    await insertPayment(db, {
      n: 5,
      from: wallet(1),
      amount: paid.aliceFirstOfJuly,
      time: at("2026-07-01T00:00:00.000Z"),
    });
    await insertPayment(db, {
      n: 6,
      from: wallet(3),
      amount: paid.carolAugust,
      time: at("2026-08-01T00:00:00Z"),
    });
    await insertPayment(db, { n: 7, from: wallet(1), amount: 9n * USDT, finality: "pending" });
    await allocateFinalPayments(db);
    // What an indexer would have read to store the payment of 1 July: H1 is read through.
    await chainReadThrough(db, at("2026-07-01T00:00:00Z"));
  });
  // Saving a round plans it inside its transaction: one connection, asked one query at a time.
  const queries = engine === "postgres" ? watchConcurrentQueries() : undefined;
  afterAll(async () => {
    queries?.stop();
    await database.destroy();
  });

  const tokens = (...amounts: bigint[]) => amounts.reduce((sum, a) => sum + microTokensForAmount(a), 0n);

  it("counts at a record date the credited payments whose block time is at or before it", async () => {
    expect(await holdingsAt(db, recordDate(H1))).toEqual([
      { userId: "dave", heldMicroPxl: tokens(paid.daveJanuary) },
      { userId: "alice", heldMicroPxl: tokens(paid.aliceMarch, paid.aliceLastMillisecond) },
      { userId: "bob", heldMicroPxl: tokens(paid.bobMay) },
    ]);
    const endOfYear = await holdingsAt(db, recordDate(H2));
    expect(endOfYear.find((h) => h.userId === "alice")?.heldMicroPxl).toBe(
      tokens(paid.aliceMarch, paid.aliceLastMillisecond, paid.aliceFirstOfJuly),
    );
    expect(endOfYear.map((h) => h.userId)).toContain("carol");
    expect(await holdingsAt(db, at("2026-01-09T00:00:00Z"))).toEqual([]);
  });

  it("previews a PXL round: eligible investors with their cumulative amounts, the others with reasons", async () => {
    const preview = distributionPreviewJson(await planDistribution(db));
    const alice = tokens(paid.aliceMarch, paid.aliceLastMillisecond, paid.aliceFirstOfJuly);
    expect(preview.eligible.map((e) => [e.userId, e.account, e.cumulativeUnits, e.amountUnits])).toEqual([
      [
        "alice",
        getAddress(wallet(1)),
        microPxlToTokenUnits(alice).toString(),
        microPxlToTokenUnits(alice).toString(),
      ],
      [
        "dave",
        getAddress(wallet(4)),
        microPxlToTokenUnits(tokens(paid.daveJanuary)).toString(),
        microPxlToTokenUnits(tokens(paid.daveJanuary)).toString(),
      ],
    ]);
    expect(preview.excluded.map((e) => [e.userId, e.reasons, e.reasonTexts])).toEqual([
      ["bob", ["kyc_pending"], [expect.stringMatching(/under review/)]],
      [
        "carol",
        ["kyc_missing", "no_wallet"],
        ["Verify your identity to receive PXL", "Link a wallet to receive PXL"],
      ],
    ]);
    const [credited] = await queryRows<{ total: string }>(
      db,
      sql`select sum(tokens_micro_pxl)::text as total from ledger_entries where user_id is not null`,
    );
    expect(preview.totals).toMatchObject({
      investors: 4,
      eligible: 2,
      excluded: 2,
      creditedMicroPxl: credited?.total,
    });
    expect(BigInt(preview.totals.eligibleMicroPxl) + BigInt(preview.totals.excludedMicroPxl)).toBe(
      BigInt(preview.totals.creditedMicroPxl),
    );
    expect(preview.totals.amountUnits).toBe(
      microPxlToTokenUnits(BigInt(preview.totals.eligibleMicroPxl)).toString(),
    );
  });

  it("previews a period's dividend: pool, floor(held × pool / supply) per holder, the remainder shown", async () => {
    const profit = 1_000_000n * USDT + 123_457n;
    const preview = dividendPreviewJson(await planDividend(db, { period: H1, profitMicroUsdt: profit }));
    const pool = dividendPool(profit);
    expect(preview).toMatchObject({
      period: "2026-H1",
      recordDate: "2026-06-30T23:59:59.999Z",
      profitMicroUsdt: profit.toString(),
      poolMicroUsdt: pool.toString(),
      totalSupplyMicroPxl: SUPPLY.toString(),
    });
    const held = await holdingsAt(db, recordDate(H1));
    expect(preview.holders.map((h) => [h.userId, h.heldMicroPxl, h.shareMicroUsdt])).toEqual(
      held.map((h) => [h.userId, h.heldMicroPxl.toString(), ((h.heldMicroPxl * pool) / SUPPLY).toString()]),
    );
    const shares = preview.holders.reduce((sum, h) => sum + BigInt(h.shareMicroUsdt), 0n);
    expect(shares + BigInt(preview.totals.remainderMicroUsdt)).toBe(pool);
    expect(preview.totals.sharesMicroUsdt).toBe(shares.toString());
    const bob = preview.holders.find((h) => h.userId === "bob");
    expect(bob).toMatchObject({ account: null, reasons: ["kyc_pending"] });
    expect(BigInt(preview.totals.payableMicroUsdt)).toBe(shares - BigInt(bob?.shareMicroUsdt ?? "x"));
  });

  it("saves rounds as drafts; a later round gives the newly eligible everything and the others only what is new", async () => {
    const first = await saveDistributionRound(
      db,
      operator,
      "First PXL distribution, board decision 2026-12.",
    );
    expect(first.entries).toBe(2);
    const saved = await readRound(db, "pxl", first.id);
    expect(saved?.summary).toMatchObject({ status: "draft", kind: "pxl", totalAmount: first.totalAmount });
    const leaves = await roundLeaves(db, first.id);
    expect(leaves.map((l) => l.account)).toEqual([getAddress(wallet(1)), getAddress(wallet(4))]);
    await markPublished(db, first.id);

    // Bob is verified, Alice buys more and moves her primary wallet: her leaf stays on her first account.
    await approvePending(db, "bob");
    await linkWallet(db, wallet(11), "alice", false);
    await db.execute(
      sql`update wallet_links set is_primary = (address = ${wallet(11)}) where user_id = 'alice'`,
    );
    await insertPayment(db, { n: 8, from: wallet(11), amount: 40n * USDT, time: at("2026-11-01T00:00:00Z") });
    await allocateFinalPayments(db);

    const next = distributionPreviewJson(await planDistribution(db));
    const row = (id: string) => next.eligible.find((e) => e.userId === id);
    expect(row("bob")).toMatchObject({
      publishedUnits: "0",
      amountUnits: microPxlToTokenUnits(tokens(paid.bobMay)).toString(),
    });
    expect(row("alice")).toMatchObject({
      account: getAddress(wallet(1)),
      amountUnits: microPxlToTokenUnits(tokens(40n * USDT)).toString(),
    });
    expect(row("dave")?.amountUnits).toBe("0");
    expect(next.excluded.map((e) => e.userId)).toEqual(["carol"]);

    // Alice sends a new identity check: excluded while it is reviewed, her published leaf stays in the
    // next root unchanged (a root replaces the last one: dropping it would take back what she was given).
    await db.insert(kycSubmissions).values(kycSubmissionRow("alice", "pending", 8));
    const aliceFirst = saved?.entries.find((e) => e.userId === "alice");
    const underReview = distributionPreviewJson(await planDistribution(db));
    expect(underReview.excluded.find((e) => e.userId === "alice")).toMatchObject({
      reasons: ["kyc_pending"],
      keptAccount: getAddress(wallet(1)),
      keptUnits: aliceFirst?.cumulativeAmount.toString(),
    });
    const second = await saveDistributionRound(db, operator, "Second PXL distribution, board decision B-13.");
    expect(await roundLeaves(db, second.id)).toContainEqual({
      account: getAddress(wallet(1)),
      cumulativeAmount: aliceFirst?.cumulativeAmount,
    });
    await approvePending(db, "alice");
  });

  it("keeps a dividend share of a holder who cannot be paid and adds it to their first payable leaf", async () => {
    await db.insert(kycSubmissions).values(kycSubmissionRow("bob", "pending", 6)); // bob sends a new check: pending again
    const h1 = await saveDividendRound(db, operator, {
      period: H1,
      profit: 500_000n * USDT,
      reason: "H1 2026 accounts, audited report AR-2026-1.",
    });
    if (h1.status !== "saved") throw new Error(`not saved: ${h1.status}`);
    const round = await readRound(db, "dividend", h1.id);
    const bobH1 = round?.entries.find((e) => e.userId === "bob");
    expect(bobH1).toMatchObject({ account: null });
    expect(round?.summary.remainderMicroUsdt).toBe(
      (dividendPool(500_000n * USDT) - BigInt(h1.totalAmount)).toString(),
    );
    expect((await roundLeaves(db, h1.id)).length).toBe((round?.entries.length ?? 0) - 1);
    await markPublished(db, h1.id);
    // The period is paid: no second draft of it.
    expect(
      await saveDividendRound(db, operator, { period: H1, profit: 1n, reason: "A second try of H1." }),
    ).toEqual({
      status: "period_published",
      period: "2026-H1",
    });

    await approvePending(db, "bob");
    // Dave, paid in H1, sends a new identity check: his H1 leaf is kept, his H2 share waits.
    await db.insert(kycSubmissions).values(kycSubmissionRow("dave", "pending", 9));
    // H2's holdings come from the chain (a PXL round was published before its record date): the PXL
    // transfers must be read through it too, not only the payments.
    await chainReadThrough(db, at("2027-01-01T00:00:01Z"));
    await expect(planDividend(db, { period: H2, profitMicroUsdt: 800_000n * USDT })).rejects.toThrow(
      new ChainNotReadThroughError(
        "The chain has not been read yet; the H2 2026 record date is 31 Dec 2026, 23:59:59 UTC. " +
          "The dividend can be planned once the payments and PXL transfers are read past it.",
      ),
    );
    await chainReadThrough(db, at("2026-12-31T23:59:59Z"), { pxlTransfers: true });
    await expect(planDividend(db, { period: H2, profitMicroUsdt: 800_000n * USDT })).rejects.toThrow(
      /^The chain is read through 31 Dec 2026, 23:59:59 UTC; the H2 2026 record date/,
    );
    await chainReadThrough(db, at("2027-01-01T00:00:01Z"), { pxlTransfers: true });
    const h2 = await planDividend(db, { period: H2, profitMicroUsdt: 800_000n * USDT });
    const daveH1 = round?.entries.find((e) => e.userId === "dave");
    expect(h2.holders.find((h) => h.userId === "dave")).toMatchObject({
      account: getAddress(wallet(4)),
      reasons: ["kyc_pending"],
      cumulativeMicroUsdt: daveH1?.cumulativeAmount,
    });
    const bobH2 = h2.holders.find((h) => h.userId === "bob");
    expect(bobH2?.account).toBe(getAddress(wallet(2)));
    expect(bobH2?.cumulativeMicroUsdt).toBe((bobH1?.amount ?? -1n) + (bobH2?.shareMicroUsdt ?? -1n));
    expect(h2.holders.map((h) => h.userId)).toContain("carol");
  });

  it.runIf(engine === "postgres")(
    "asks each connection one query at a time, in the rounds' transactions too",
    () => {
      expect(queries?.asked()).toBeGreaterThan(100);
      expect(queries?.most()).toBe(1);
    },
  );
});
