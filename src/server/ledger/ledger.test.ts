import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { payments, walletLinks } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { claimPayment } from "@/server/ledger/claim";
import { reconcile } from "@/server/ledger/reconcile";
import { insertUsers } from "@/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;
const CHAIN = 42161;
const wallet = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as const;

describe.each(testEngines)("ledger on $engine", ({ engine }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2", "u3"]);
  });
  afterEach(() => database.destroy());

  const pay = (
    n: number,
    block: number,
    from: string,
    amount: bigint,
    finality: "pending" | "final" | "orphaned" = "final",
  ) =>
    database.db.insert(payments).values({
      chainId: CHAIN,
      txHash: hash(n),
      logIndex: 0,
      fromAddress: from,
      amount,
      blockNumber: BigInt(block),
      blockHash: hash(1000 + block),
      blockTime: new Date(),
      finality,
    });
  const link = (address: string, userId: string) =>
    database.db.insert(walletLinks).values({ address, userId });
  const entries = () =>
    queryRows<{ tx_hash: string; user_id: string | null; credited: string; refund: string; tokens: string }>(
      database.db,
      sql`select tx_hash, user_id, credited_micro_usdt::text as credited, refund_due_micro_usdt::text as refund,
                 tokens_micro_pxl::text as tokens from ledger_entries order by tx_hash`,
    );

  it("credits final payments in chain order under the cap; what does not fit is refund due", async () => {
    await link(wallet(1), "u1");
    // Stored out of chain order: the ledger must follow blocks, not insertion.
    await pay(2, 20, wallet(2), 50_000n * USDT);
    await pay(3, 30, wallet(1), 10n * USDT);
    await pay(1, 10, wallet(1), 100_000n * USDT);
    await pay(4, 15, wallet(1), 1n * USDT, "pending");
    await pay(5, 16, wallet(1), 2n * USDT, "orphaned");

    expect(await allocateFinalPayments(database.db)).toMatchObject({
      allocated: 3,
      credited: [{ tx_hash: hash(1) }, { tx_hash: hash(3) }],
    });
    expect(await entries()).toEqual([
      { tx_hash: hash(1), user_id: "u1", credited: "100000000000", refund: "0", tokens: "156494522691" },
      {
        tx_hash: hash(2),
        user_id: null,
        credited: "40000000000",
        refund: "10000000000",
        tokens: "62597809076",
      },
      { tx_hash: hash(3), user_id: "u1", credited: "0", refund: "10000000", tokens: "0" },
    ]);
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 150_010n * USDT,
      credited: 100_000n * USDT,
      awaitingAttribution: 40_000n * USDT,
      refundDue: 10_010n * USDT,
      unallocated: 0n,
      balanced: true,
    });
    expect(await allocateFinalPayments(database.db)).toEqual({ allocated: 0, credited: [] });
  });

  it("makes one entry per payment and never hands out the cap twice when allocations run at once", async () => {
    for (let i = 1; i <= 8; i++) await pay(i, i, wallet(i), 20_000n * USDT);
    await Promise.all(Array.from({ length: 5 }, () => allocateFinalPayments(database.db)));
    const rows = await entries();
    expect(rows).toHaveLength(8);
    expect(rows.reduce((sum, r) => sum + BigInt(r.credited), 0n)).toBe(140_000n * USDT);
    expect((await reconcile(database.db)).balanced).toBe(true);
  });

  it("credits a claim only to the user who linked the sender, and names the wallet to link otherwise", async () => {
    await pay(1, 1, wallet(7), 250n * USDT);
    await allocateFinalPayments(database.db);
    expect(await claimPayment(database.db, "u2", CHAIN, hash(1))).toEqual({
      status: "link_wallet",
      wallet: wallet(7),
    });
    expect((await entries())[0]?.user_id).toBeNull();

    await link(wallet(7), "u2");
    expect(await claimPayment(database.db, "u2", CHAIN, hash(1).toUpperCase().replace("0X", "0x"))).toEqual({
      status: "credited",
      credited: 250n * USDT,
    });
    expect(await claimPayment(database.db, "u2", CHAIN, hash(1))).toEqual({ status: "already_yours" });
    // The sender is u2's wallet: u3 cannot link it, so being told to would be a dead end.
    expect(await claimPayment(database.db, "u3", CHAIN, hash(1))).toEqual({
      status: "claimed_by_someone_else",
    });
    expect(await claimPayment(database.db, "u2", CHAIN, hash(99))).toEqual({ status: "not_final" });
    expect(await reconcile(database.db)).toMatchObject({
      credited: 250n * USDT,
      awaitingAttribution: 0n,
      balanced: true,
    });
  });

  it("credits one of 50 concurrent claims of the same payment", async () => {
    await pay(1, 1, wallet(8), 500n * USDT);
    await allocateFinalPayments(database.db);
    await link(wallet(8), "u1");
    const results = await Promise.all(
      Array.from({ length: 50 }, () => claimPayment(database.db, "u1", CHAIN, hash(1))),
    );
    expect(results.filter((r) => r.status === "credited")).toEqual([
      { status: "credited", credited: 500n * USDT },
    ]);
    expect(results.filter((r) => r.status !== "credited").every((r) => r.status === "already_yours")).toBe(
      true,
    );
    expect(await reconcile(database.db)).toMatchObject({ credited: 500n * USDT, balanced: true });
  });

  it("refuses a second user for one wallet", async () => {
    await link(wallet(9), "u1");
    await expect(link(wallet(9), "u2")).rejects.toThrow();
  });
});
