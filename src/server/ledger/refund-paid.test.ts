import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { recordRefundPaid } from "@/server/ledger/refund-paid";
import { insertUsers } from "@/server/test/fixtures";
import { CHAIN, hash, insertPayment, linkWallet, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { refundPaidSchema } from "@/shared/admin/payments";

const operator = { userId: "op", label: "op@example.ge" };
const REFUND_TX = `0x${"ab".repeat(32)}`;
const request = (n: number, refundTxHash = REFUND_TX) =>
  refundPaidSchema.parse({ chainId: CHAIN, txHash: hash(n), logIndex: 0, refundTxHash });

describe.each(testEngines)("refunds paid on $engine", ({ engine }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2", "op"]);
    await linkWallet(database.db, wallet(1), "u1", true);
    await linkWallet(database.db, wallet(2), "u2", true);
    // The second payment crosses the cap: 100 USDT fits, 400 USDT is due back.
    await insertPayment(database.db, { n: 1, amount: 139_900n * USDT });
    await insertPayment(database.db, { n: 2, amount: 500n * USDT });
    await insertPayment(database.db, { n: 3, amount: 5n * USDT, finality: "pending" });
    await allocateFinalPayments(database.db);
  });
  afterEach(() => database.destroy());

  const audit = () =>
    queryRows<{ action: string; subject: string; details: Record<string, unknown> }>(
      database.db,
      sql`select action, subject, details from audit_log order by id`,
    );

  it("records the refund of a payment once, with its hash and one audit row", async () => {
    const before = await reconcile(database.db);
    // The schema lower-cases the hash, as the chain's explorers show it.
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(2, REFUND_TX.toUpperCase().replace("0X", "0x")),
        400n * USDT,
      ),
    ).toEqual({
      status: "recorded",
      refund: 400n * USDT,
      userId: "u2",
    });
    const [entry] = await queryRows<{ refund_paid_tx_hash: string; refund_paid_by: string; at: boolean }>(
      database.db,
      sql`select refund_paid_tx_hash, refund_paid_by, (refund_paid_at is not null) as at
          from ledger_entries where tx_hash = ${hash(2)}`,
    );
    expect(entry).toEqual({ refund_paid_tx_hash: REFUND_TX, refund_paid_by: "op", at: true });
    expect(
      await recordRefundPaid(database.db, operator, request(2, `0x${"cd".repeat(32)}`), 400n * USDT),
    ).toEqual({
      status: "already_recorded",
      refundTxHash: REFUND_TX,
    });
    expect(await audit()).toEqual([
      {
        action: "refund_paid",
        subject: `${CHAIN}:${hash(2)}:0`,
        details: {
          refundTxHash: REFUND_TX,
          refundMicroUsdt: "400000000",
          paidByTransactionMicroUsdt: "400000000",
        },
      },
    ]);
    // Paying a refund back moves no money inside the ledger: the reconciliation is unchanged.
    expect(await reconcile(database.db)).toEqual(before);
  });

  it("refuses payments without a refund due, and unknown ones", async () => {
    const paid = 1_000n * USDT;
    expect(await recordRefundPaid(database.db, operator, request(1), paid)).toEqual({
      status: "no_refund_due",
    });
    expect(await recordRefundPaid(database.db, operator, request(3), paid)).toEqual({
      status: "no_refund_due",
    });
    expect(await recordRefundPaid(database.db, operator, request(9), paid)).toEqual({
      status: "no_such_payment",
    });
    expect(await audit()).toEqual([]);
  });

  it("records one of concurrent recordings", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recordRefundPaid(database.db, operator, request(2, hash(500 + i)), 400n * USDT),
      ),
    );
    expect(results.filter((r) => r.status === "recorded")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_recorded")).toHaveLength(5);
    expect(await audit()).toHaveLength(1);
  });

  it("records a refund only as far as its transaction paid, one transaction covering several", async () => {
    // A payment entirely above the cap: all 300 USDT are due back.
    await insertPayment(database.db, { n: 4, amount: 300n * USDT });
    await allocateFinalPayments(database.db);
    expect(await recordRefundPaid(database.db, operator, request(2), 399_999_999n)).toEqual({
      status: "refund_short",
      paid: 399_999_999n,
      due: 400n * USDT,
      alreadyCovered: 0n,
    });
    // 600 USDT sent back: the 400 due on payment 2 fits, the 300 of payment 4 no longer does.
    expect(await recordRefundPaid(database.db, operator, request(2), 600n * USDT)).toMatchObject({
      status: "recorded",
    });
    expect(await recordRefundPaid(database.db, operator, request(4), 600n * USDT)).toEqual({
      status: "refund_short",
      paid: 600n * USDT,
      due: 300n * USDT,
      alreadyCovered: 400n * USDT,
    });
    // Another transaction of 700 USDT refunds both at once.
    const batch = `0x${"77".repeat(32)}`;
    expect(await recordRefundPaid(database.db, operator, request(4, batch), 700n * USDT)).toMatchObject({
      status: "recorded",
      refund: 300n * USDT,
    });
    expect((await audit()).map((a) => a.subject)).toEqual([`${CHAIN}:${hash(2)}:0`, `${CHAIN}:${hash(4)}:0`]);
  });

  it("never lets concurrent recordings with one transaction exceed what it paid", async () => {
    await insertPayment(database.db, { n: 4, amount: 300n * USDT });
    await allocateFinalPayments(database.db);
    // 500 USDT paid: either refund fits alone, both do not.
    const results = await Promise.all([
      recordRefundPaid(database.db, operator, request(2), 500n * USDT),
      recordRefundPaid(database.db, operator, request(4), 500n * USDT),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["recorded", "refund_short"]);
    expect(await audit()).toHaveLength(1);
  });
});
