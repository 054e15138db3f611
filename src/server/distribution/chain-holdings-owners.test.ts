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

/**
 * Whose PXL on chain counts at a dividend's record date. The PXL rounds keep an account for the
 * investor whose published leaf names it (the distributor pays it to them, whoever links it since),
 * so the dividend counts what it holds for them too; and only published leaves name anyone: a draft
 * the owner never signed gave nobody an account. Before, today's wallet links outranked published
 * leaves, and unpublished drafts named owners.
 */
describe.each(testEngines)("owners of PXL on chain at a record date ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let block = 0;

  /** A PXL Transfer (and, from the distributor, its Claimed in the same transaction) as the indexer stores them. */
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

    // The first PXL round (Alice and Bob; Carol's identity check is pending), published on 1 December.
    const first = await saveDistributionRound(db, operator, "First PXL distribution.");
    const leaves = await roundLeaves(db, first.id);
    await markPublished(db, first.id, at("2026-12-01T00:00:00Z"));
    const leafOf = (n: number) =>
      leaves.find((l) => l.account.toLowerCase() === wallet(n))?.cumulativeAmount ?? 0n;
    await move(ZERO, treasury, 1_095_000n * 10n ** 18n, "2026-12-02T00:00:00Z");
    await move(treasury, distributor, leafOf(1) + leafOf(2), "2026-12-03T00:00:00Z");
    await move(distributor, wallet(1), leafOf(1), "2026-12-04T00:00:00Z");
    await move(distributor, wallet(2), leafOf(2), "2026-12-05T00:00:00Z");
    await chainReadThrough(db, at("2027-01-01T00:00:00Z"), { pxlTransfers: true });
  });
  afterAll(() => database.destroy());

  it("counts what an account holds for the investor whose published leaf names it, whoever links it today", async () => {
    expect(await held()).toEqual(
      new Map([
        ["alice", await credited("alice")],
        ["bob", await credited("bob")],
        ["carol", await credited("carol")],
      ]),
    );
    // In January Alice unlinks wallet 1 and Bob links it: the PXL rounds keep it as Alice's account.
    await unlinkWallet(db, wallet(1), at("2027-01-10T00:00:00Z"));
    await linkWallet(db, wallet(1), "bob", false, at("2027-01-11T00:00:00Z"));
    const after = await held();
    expect(after.get("alice")).toBe(await credited("alice"));
    expect(after.get("bob")).toBe(await credited("bob"));
  });

  it("gives an account named only by an unpublished draft to nobody", async () => {
    // Carol is verified and a second round is saved with her leaf on wallet 3, but never published.
    await db.insert(kycSubmissions).values(kycSubmissionRow("carol", "verified", 2));
    const draft = await saveDistributionRound(db, operator, "Second PXL distribution.");
    expect((await roundLeaves(db, draft.id)).map((l) => l.account.toLowerCase())).toContain(wallet(3));
    // In November Carol unlinks wallet 3 (someone else's now); in December Bob sends 100 PXL to it.
    await unlinkWallet(db, wallet(3), at("2026-11-20T00:00:00Z"));
    const sent = microPxlToTokenUnits(100n * 1_000_000n);
    await move(wallet(2), wallet(3), sent, "2026-12-10T00:00:00Z");
    const after = await held();
    // Carol holds her credit, waiting in the treasury; wallet 3's PXL are nobody's (the remainder's).
    expect(after.get("carol")).toBe(await credited("carol"));
    expect(after.get("bob")).toBe((await credited("bob")) - 100n * 1_000_000n);
  });

  it("counts a wallet for whoever linked it at the record date, though they unlinked it since", async () => {
    // Bob links a second wallet in June and sends it 100 PXL in December; in January he unlinks it
    // and Carol links it. On 31 December it was Bob's.
    await linkWallet(db, wallet(4), "bob", false, at("2026-06-01T00:00:00Z"));
    await move(wallet(2), wallet(4), microPxlToTokenUnits(100n * 1_000_000n), "2026-12-12T00:00:00Z");
    await unlinkWallet(db, wallet(4), at("2027-01-15T00:00:00Z"));
    await linkWallet(db, wallet(4), "carol", false, at("2027-01-16T00:00:00Z"));
    const after = await held();
    expect(after.get("bob")).toBe((await credited("bob")) - 100n * 1_000_000n);
    expect(after.get("carol")).toBe(await credited("carol"));
  });

  it("counts a wallet nobody linked at the record date for the first investor to link it after", async () => {
    await move(wallet(2), wallet(5), microPxlToTokenUnits(50n * 1_000_000n), "2026-12-14T00:00:00Z");
    await linkWallet(db, wallet(5), "carol", false, at("2027-01-20T00:00:00Z"));
    await unlinkWallet(db, wallet(5), at("2027-02-01T00:00:00Z"));
    await linkWallet(db, wallet(5), "alice", false, at("2027-02-02T00:00:00Z"));
    const after = await held();
    expect(after.get("bob")).toBe((await credited("bob")) - 150n * 1_000_000n);
    expect(after.get("carol")).toBe((await credited("carol")) + 50n * 1_000_000n);
    expect(after.get("alice")).toBe(await credited("alice"));
  });
});
