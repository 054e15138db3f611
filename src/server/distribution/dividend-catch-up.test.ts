import { and, eq } from "drizzle-orm";
import { erc20Abi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilWallet, type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import type { Db } from "@/server/db/client";
import { distributionRounds, dividendCatchUps, kycSubmissions } from "@/server/db/schema";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { planDividend } from "@/server/distribution/dividend-preview";
import { myDistribution } from "@/server/distribution/holder-distribution";
import { reconcileRounds } from "@/server/distribution/reconcile-rounds";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { listNotifications } from "@/server/notifications/notification-store";
import { notifyRoundPublished } from "@/server/notifications/round-notifications";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { sendCall } from "@/server/test/distribution-harness";
import { distributionChainOf, publishDividend } from "@/server/test/dividend-publisher";
import { insertUsers } from "@/server/test/fixtures";
import {
  chainReadThrough,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  USDT,
} from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { DividendPeriod } from "@/shared/distribution/dividend-period";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { myDistributionSchema } from "@/shared/distribution/holder-claims";
import { formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { TOTAL_SUPPLY_PXL } from "@/shared/sale/rules";

const H1: DividendPeriod = { year: 2026, half: 1 };
const H2: DividendPeriod = { year: 2026, half: 2 };
const H1_2027: DividendPeriod = { year: 2027, half: 1 };
const PROFIT = 100_000n * USDT;
const realtime = { changed: { sale() {}, payments() {}, notifications() {}, kyc() {} } };

/*
 * Bob paid in May from a wallet he had not linked: at H1's dividend his payment was credited to
 * nobody, so his share of H1 stayed in the remainder. Credited in the autumn, he is owed it: the H2
 * round adds it to his leaf (a catch-up, out of H1's remainder), once, and he claims H1 and H2 with
 * one claim. Before catch-ups, Bob never received his H1 dividend.
 */
describe.each(testEngines)("a payment attributed after its period's dividend ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let anvil: LocalChain;
  let chain: DistributionChain;
  const aliceKey = anvilWallet(7);
  const bobKey = anvilWallet(8);
  const bobWallet = bobKey.address.toLowerCase() as `0x${string}`;
  let share = 0n;

  beforeAll(async () => {
    [database, anvil] = await Promise.all([createTestDatabase(engine), startLocalChain({ stateFile: null })]);
    db = database.db;
    chain = distributionChainOf(anvil);
    await insertUsers(db, ["alice", "bob", "op"]);
    await db.insert(kycSubmissions).values(kycSubmissionRow("bob", "verified", 2));
    await insertPayment(db, {
      n: 2,
      from: bobWallet,
      amount: 1_000n * USDT,
      time: new Date("2026-05-10T00:00:00Z"),
    });
    await verifiedBuyers(
      db,
      [
        {
          userId: "alice",
          n: 1,
          from: aliceKey.address.toLowerCase(),
          amount: 1_000n * USDT,
          time: new Date("2026-03-01T00:00:00Z"),
        },
      ],
      new Date("2027-01-01T00:00:00Z"),
    );
  });
  afterAll(async () => {
    await anvil?.stop();
    await database?.destroy();
  });

  const mine = async (userId: string) => myDistributionSchema.parse(await myDistribution(db, chain, userId));
  const usdtOf = (account: `0x${string}`) =>
    chain.client.readContract({
      address: anvil.usdt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account],
    });

  it("gives Bob nothing for H1 while his payment is credited to nobody", async () => {
    await publishDividend(db, anvil, chain, H1, PROFIT);
    expect((await mine("bob")).dividends).toEqual([]);
    const [aliceH1] = (await mine("alice")).dividends;
    share = BigInt(aliceH1?.amountMicroUsdt ?? 0);
    // Both bought 1,000 USDT of PXL at the same price, so Bob is owed what Alice got.
    expect(share).toBeGreaterThan(0n);
  });

  it("adds Bob's H1 share to the H2 round once he is credited, out of H1's remainder", async () => {
    await linkWallet(db, bobWallet, "bob", true);
    await allocateFinalPayments(db);

    const plan = await planDividend(db, { period: H2, profitMicroUsdt: PROFIT });
    const bob = plan.holders.find((h) => h.userId === "bob");
    const alice = plan.holders.find((h) => h.userId === "alice");
    expect(bob?.catchUps).toEqual([{ period: "2026-H1", held: alice?.heldMicroPxl, amount: share }]);
    expect(bob?.cumulativeMicroUsdt).toBe((bob?.shareMicroUsdt ?? 0n) + share);
    expect(alice?.catchUps).toEqual([]);
    expect(alice?.cumulativeMicroUsdt).toBe(share + (alice?.shareMicroUsdt ?? 0n));
    expect(plan.catchUpMicroUsdt).toBe(share);

    const published = await publishDividend(db, anvil, chain, H2, PROFIT);
    await notifyRoundPublished(db, realtime, published.summary);
    const told = (await listNotifications(db, "bob")).notifications;
    expect(told.map((n) => n.title)).toEqual(["Your 2026-H2 dividend is ready to claim"]);
    // The notice's amount is what the round gives Bob: his H2 share and the H1 share it catches up.
    expect(told[0]?.message).toContain(formatUsdt(2n * share));

    const books = await reconcileRounds(db, chain);
    expect(books.distributors.find((d) => d.kind === "dividend")).toMatchObject({
      totalUnits: (4n * share).toString(),
      balanced: true,
      funded: true,
    });
    // H1 as saved still adds up; what it gave since comes out of its remainder, never past its pool.
    const pool = dividendPool(PROFIT);
    const h1 = books.dividends.find((d) => d.period === "2026-H1");
    expect(h1).toMatchObject({ balanced: true, caughtUpMicroUsdt: share.toString() });
    expect(2n * share).toBeLessThanOrEqual(pool);
    expect(BigInt(h1?.remainderMicroUsdt ?? 0)).toBe(pool - share);
  });

  it("shows Bob both periods in one leaf and pays him both with one claim", async () => {
    const { dividends } = await mine("bob");
    expect(dividends.map((d) => [d.period, d.addedWith, d.amountMicroUsdt, d.status])).toEqual([
      ["2026-H2", null, share.toString(), "in_leaf"],
      ["2026-H1", "2026-H2", share.toString(), "in_leaf"],
    ]);
    const [h2] = dividends;
    if (h2?.status !== "in_leaf") throw new Error("Bob is verified with a wallet: H2 is in his leaf");
    expect(h2.claim.account.toLowerCase()).toBe(bobWallet);
    expect(h2.claimableUnits).toBe((2n * share).toString());
    const before = await usdtOf(bobKey.address);
    await sendCall(anvil, bobKey, anvil.dividendDistributor, {
      abi: merkleDistributorAbi,
      functionName: "claim",
      args: [h2.claim.account, BigInt(h2.claim.cumulativeAmount), h2.claim.root, h2.claim.proof],
    });
    expect((await usdtOf(bobKey.address)) - before).toBe(2n * share);
    const after = (await mine("bob")).dividends;
    expect(after.map((d) => d.status === "in_leaf" && d.claimed)).toEqual([true, true]);
  });

  it("never adds the same catch-up twice", async () => {
    await chainReadThrough(db, new Date("2027-07-01T00:00:00Z"));
    const plan = await planDividend(db, { period: H1_2027, profitMicroUsdt: PROFIT });
    expect(plan.catchUpMicroUsdt).toBe(0n);
    const bob = plan.holders.find((h) => h.userId === "bob");
    expect(bob?.cumulativeMicroUsdt).toBe(2n * share + (bob?.shareMicroUsdt ?? 0n));
    // Sanity of the figures above: each share is floor(held × pool / supply) of 1,000 USDT of PXL.
    expect(share).toBe(((bob?.heldMicroPxl ?? 0n) * dividendPool(PROFIT)) / (TOTAL_SUPPLY_PXL * MICRO));
  });

  it("reports a period unbalanced once its catch-ups pass its remainder", async () => {
    const before = (await reconcileRounds(db, chain)).dividends.find((d) => d.period === "2026-H1");
    expect(before?.balanced).toBe(true);
    const left = BigInt(before?.remainderMicroUsdt ?? 0) - BigInt(before?.caughtUpMicroUsdt ?? 0);
    // Only a fault could write this (planning never gives past the remainder): the books must show it.
    const [h2] = await db
      .select({ id: distributionRounds.id })
      .from(distributionRounds)
      .where(and(eq(distributionRounds.period, "2026-H2"), eq(distributionRounds.status, "published")));
    await db.insert(dividendCatchUps).values({
      roundId: h2?.id ?? "",
      userId: "alice",
      period: "2026-H1",
      heldMicroPxl: 1n,
      amount: left + 1n,
    });
    const after = (await reconcileRounds(db, chain)).dividends.find((d) => d.period === "2026-H1");
    expect(after).toMatchObject({
      balanced: false,
      caughtUpMicroUsdt: (BigInt(before?.caughtUpMicroUsdt ?? 0) + left + 1n).toString(),
    });
  });
});
