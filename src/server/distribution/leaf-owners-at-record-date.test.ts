import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import { storeClaim, storePxlTransfer } from "@/server/distribution/distribution-event-store";
import { holdingsAt, ledgerHoldingsAt } from "@/server/distribution/holdings-at";
import { roundLeaves } from "@/server/distribution/round-store";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { markPublished } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import {
  CHAIN,
  chainReadThrough,
  hash,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  USDT,
  unlinkWallet,
  wallet,
} from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { recordDate } from "@/shared/distribution/dividend-period";
import { microPxlToTokenUnits } from "@/shared/distribution/pxl-token";

const operator = { userId: "op", label: "op@example.ge" };
const at = (iso: string) => new Date(iso);
const H2 = recordDate({ year: 2026, half: 2 });
const ZERO: Address = `0x${"0".repeat(40)}`;
const treasury = wallet(0xeeee);
const distributor = wallet(0xdddd);
const PXL_100 = 100n * 1_000_000n;

/**
 * A published PXL leaf outranks the links in naming a wallet's owner at a dividend's record date, but
 * only a leaf that existed then: one of a round published at or before the record date. A wallet that
 * was Bob's on 31 December stays his for the H2 dividend when a round published in January makes it
 * the account of Carol's leaf (decision 0018: unlinking does not change an earlier dividend's holdings).
 */
describe.each(testEngines)("leaf owners at a record date ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let block = 0;

  async function move(from: Address, to: Address, amount: bigint, time: string) {
    block += 1;
    const position = {
      txHash: hash(900 + block),
      blockNumber: BigInt(900 + block),
      blockHash: hash(9900 + block),
    };
    await storePxlTransfer(db, CHAIN, { ...position, logIndex: 0, from, to, amount, blockTime: at(time) });
    if (from === distributor)
      await storeClaim(db, CHAIN, {
        ...position,
        logIndex: 1,
        distributor,
        account: to,
        amount,
        cumulativeAmount: amount,
        blockTime: at(time),
      });
  }

  const credited = async (userId: string) =>
    (await ledgerHoldingsAt(db, H2)).find((h) => h.userId === userId)?.heldMicroPxl ?? -1n;
  const held = async () => new Map((await holdingsAt(db, H2)).map((h) => [h.userId, h.heldMicroPxl]));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUsers(db, ["alice", "bob", "carol", "op"]);
    await linkWallet(db, wallet(1), "alice", true, at("2026-02-01T00:00:00Z"));
    await linkWallet(db, wallet(2), "bob", true, at("2026-02-01T00:00:00Z"));
    await linkWallet(db, wallet(3), "carol", true, at("2026-02-01T00:00:00Z"));
    await db
      .insert(kycSubmissions)
      .values([
        kycSubmissionRow("alice", "verified", 1),
        kycSubmissionRow("bob", "verified", 1),
        kycSubmissionRow("carol", "pending", 1),
      ]);
    for (const n of [1, 2, 3])
      await insertPayment(db, {
        n,
        from: wallet(n),
        amount: 1_000n * USDT,
        time: at(`2026-03-0${n}T00:00:00Z`),
      });
    await allocateFinalPayments(db);

    // First PXL round (Alice and Bob), published on 1 December; both claim.
    const first = await saveDistributionRound(db, operator, "First PXL distribution.");
    const leaves = await roundLeaves(db, first.id);
    await markPublished(db, first.id, at("2026-12-01T00:00:00Z"));
    const leafOf = (n: number) =>
      leaves.find((l) => l.account.toLowerCase() === wallet(n))?.cumulativeAmount ?? 0n;
    await move(ZERO, treasury, 1_095_000n * 10n ** 18n, "2026-12-02T00:00:00Z");
    await move(treasury, distributor, leafOf(1) + leafOf(2), "2026-12-03T00:00:00Z");
    await move(distributor, wallet(1), leafOf(1), "2026-12-04T00:00:00Z");
    await move(distributor, wallet(2), leafOf(2), "2026-12-05T00:00:00Z");
    // Bob keeps 100 PXL on a second wallet of his, linked since June.
    await linkWallet(db, wallet(4), "bob", false, at("2026-06-01T00:00:00Z"));
    await move(wallet(2), wallet(4), microPxlToTokenUnits(PXL_100), "2026-12-12T00:00:00Z");
    await chainReadThrough(db, at("2027-01-01T00:00:00Z"), { pxlTransfers: true });
  });
  afterAll(() => database.destroy());

  it("keeps Bob's 31 December PXL his when the wallet becomes Carol's leaf account in January", async () => {
    const before = await held();
    // Wallets 2 and 4 are both Bob's: he holds all he was credited.
    expect(before.get("bob")).toBe(await credited("bob"));
    expect(before.get("carol")).toBe(await credited("carol"));

    // January: Bob unlinks wallet 4, Carol takes it as her primary wallet and is verified; the
    // second PXL round gives her a leaf on it, published on 20 January.
    await unlinkWallet(db, wallet(4), at("2027-01-15T00:00:00Z"));
    await unlinkWallet(db, wallet(3), at("2027-01-15T00:00:00Z"));
    await linkWallet(db, wallet(4), "carol", true, at("2027-01-16T00:00:00Z"));
    await db.insert(kycSubmissions).values(kycSubmissionRow("carol", "verified", 2));
    const second = await saveDistributionRound(db, operator, "Second PXL distribution.");
    expect((await roundLeaves(db, second.id)).map((l) => l.account.toLowerCase())).toContain(wallet(4));
    await markPublished(db, second.id, at("2027-01-20T00:00:00Z"));

    // The H2 2026 dividend is planned now: nothing about 31 December has changed.
    const after = await held();
    expect({ bob: after.get("bob"), carol: after.get("carol") }).toEqual({
      bob: before.get("bob"),
      carol: before.get("carol"),
    });
  });
});
