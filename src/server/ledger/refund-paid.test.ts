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
      await recordRefundPaid(database.db, operator, request(2, REFUND_TX.toUpperCase().replace("0X", "0x"))),
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
    expect(await recordRefundPaid(database.db, operator, request(2, `0x${"cd".repeat(32)}`))).toEqual({
      status: "already_recorded",
      refundTxHash: REFUND_TX,
    });
    expect(await audit()).toEqual([
      {
        action: "refund_paid",
        subject: `${CHAIN}:${hash(2)}:0`,
        details: { refundTxHash: REFUND_TX, refundMicroUsdt: "400000000" },
      },
    ]);
    // Paying a refund back moves no money inside the ledger: the reconciliation is unchanged.
    expect(await reconcile(database.db)).toEqual(before);
  });

  it("refuses payments without a refund due, and unknown ones", async () => {
    expect(await recordRefundPaid(database.db, operator, request(1))).toEqual({ status: "no_refund_due" });
    expect(await recordRefundPaid(database.db, operator, request(3))).toEqual({ status: "no_refund_due" });
    expect(await recordRefundPaid(database.db, operator, request(9))).toEqual({ status: "no_such_payment" });
    expect(await audit()).toEqual([]);
  });

  it("records one of concurrent recordings", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => recordRefundPaid(database.db, operator, request(2, hash(500 + i)))),
    );
    expect(results.filter((r) => r.status === "recorded")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_recorded")).toHaveLength(5);
    expect(await audit()).toHaveLength(1);
  });
});
