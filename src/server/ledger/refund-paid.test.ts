import { sql } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { recordRefundPaid } from "@/server/ledger/refund-paid";
import type { VerifiedRefund } from "@/server/payments/verify-refund";
import { insertUsers } from "@/server/test/fixtures";
import { CHAIN, hash, insertPayment, linkWallet, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { refundPaidSchema } from "@/shared/admin/payments";
import { lowerHex } from "@/shared/chain/hex-schemas";

const operator = { userId: "op", label: "op@example.ge" };
const REFUND_TX = `0x${"ab".repeat(32)}` as const;
const SALE_WALLET = getAddress(`0x${"5a".repeat(20)}`);
const REASON = "Paid from an exchange: refunded to the investor's own wallet.";
const request = (
  n: number,
  refundTxHash: string = REFUND_TX,
  recipient?: { address: string; reason: string },
) => refundPaidSchema.parse({ chainId: CHAIN, txHash: hash(n), logIndex: 0, refundTxHash, recipient });
/** A final transaction that sent each `[recipient, amount]` from the sale wallet (as read on chain). */
const refund = (txHash: string, ...sent: Array<[to: string, amount: bigint]>): VerifiedRefund => ({
  txHash: txHash.toLowerCase() as VerifiedRefund["txHash"],
  saleWallet: SALE_WALLET,
  sent: sent.map(([to, amount]) => ({ to: getAddress(to) as Address, amount })),
});

describe.each(testEngines)("refunds paid on $engine", ({ engine }) => {
  let database: TestDatabase;
  // One database for the file (a fresh one per test costs seconds of migrations); emptied per test.
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2", "op"]);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    for (const table of ["audit_log", "ledger_events", "ledger_entries", "payments", "wallet_links"]) {
      await database.db.execute(sql.raw(`delete from ${table}`));
    }
    await linkWallet(database.db, wallet(1), "u1", true);
    await linkWallet(database.db, wallet(2), "u2", true);
    // The second payment crosses the cap: 100 USDT fits, 400 USDT is due back.
    await insertPayment(database.db, { n: 1, amount: 139_900n * USDT });
    await insertPayment(database.db, { n: 2, amount: 500n * USDT });
    await insertPayment(database.db, { n: 3, amount: 5n * USDT, finality: "pending" });
    await allocateFinalPayments(database.db);
  });

  const audit = () =>
    queryRows<{ action: string; subject: string; details: Record<string, unknown> }>(
      database.db,
      sql`select action, subject, details from audit_log order by id`,
    );
  const events = () =>
    queryRows<{ type: string; tx_hash: string; user_id: string | null; payload: Record<string, unknown> }>(
      database.db,
      sql`select type, tx_hash, user_id, payload from ledger_events where type = 'refund_paid' order by id`,
    );
  /** Payment n, entirely above the cap (the cap is reached by payments 1 and 2). */
  async function dueInFull(n: number, amount: bigint, from = wallet(n)) {
    await insertPayment(database.db, { n, from, amount });
    await allocateFinalPayments(database.db);
  }

  it("records the refund of a payment once, with its hash, recipient, audit row and event", async () => {
    const before = await reconcile(database.db);
    // The schema lower-cases the hash, as the chain's explorers show it.
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(2, REFUND_TX.toUpperCase().replace("0X", "0x")),
        refund(REFUND_TX, [wallet(2), 400n * USDT]),
      ),
    ).toEqual({ status: "recorded", refund: 400n * USDT, userId: "u2", to: getAddress(wallet(2)) });
    const [entry] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select refund_paid_tx_hash, refund_paid_by, refund_paid_to, refund_recipient_reason,
                 (refund_paid_at is not null) as at
          from ledger_entries where tx_hash = ${hash(2)}`,
    );
    expect(entry).toEqual({
      refund_paid_tx_hash: REFUND_TX,
      refund_paid_by: "op",
      refund_paid_to: getAddress(wallet(2)),
      refund_recipient_reason: null,
      at: true,
    });
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(2, `0x${"cd".repeat(32)}`),
        refund(`0x${"cd".repeat(32)}`, [wallet(2), 400n * USDT]),
      ),
    ).toEqual({ status: "already_recorded", refundTxHash: REFUND_TX });
    expect(await audit()).toEqual([
      {
        action: "refund_paid",
        subject: `${CHAIN}:${hash(2)}:0`,
        details: {
          refundTxHash: REFUND_TX,
          refundMicroUsdt: "400000000",
          to: getAddress(wallet(2)),
          sentToRecipientMicroUsdt: "400000000",
        },
      },
    ]);
    expect(await events()).toEqual([
      {
        type: "refund_paid",
        tx_hash: hash(2),
        user_id: "u2",
        payload: { refundTxHash: REFUND_TX, amount: "400000000", to: getAddress(wallet(2)) },
      },
    ]);
    // Paying a refund back moves no money inside the ledger: the reconciliation is unchanged.
    expect(await reconcile(database.db)).toEqual(before);
  });

  it("refuses payments without a refund due, and unknown ones", async () => {
    const paid = refund(REFUND_TX, [wallet(1), 1_000n * USDT], [wallet(3), 1_000n * USDT]);
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

  it("sends a refund to the payment's sender or to the address the operator named, never to the sale wallet", async () => {
    const stranger = getAddress(wallet(0xbeef));
    const paid = refund(REFUND_TX, [stranger, 400n * USDT]);
    expect(await recordRefundPaid(database.db, operator, request(2), paid)).toEqual({
      status: "wrong_recipient",
      to: getAddress(wallet(2)),
      chosen: false,
      sentTo: [stranger],
    });
    const named = { address: stranger.toLowerCase(), reason: REASON };
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(2, REFUND_TX, { ...named, address: SALE_WALLET }),
        paid,
      ),
    ).toEqual({ status: "recipient_is_sale_wallet", chosen: true });
    expect(await audit()).toEqual([]);
    expect(await recordRefundPaid(database.db, operator, request(2, REFUND_TX, named), paid)).toMatchObject({
      status: "recorded",
      to: stranger,
    });
    const [entry] = await queryRows<{ to: string; reason: string }>(
      database.db,
      sql`select refund_paid_to as "to", refund_recipient_reason as reason from ledger_entries where tx_hash = ${hash(2)}`,
    );
    expect(entry).toEqual({ to: stranger, reason: REASON });
    expect((await audit())[0]?.details).toMatchObject({ to: stranger, recipientReason: REASON });

    // A payment that came from the sale wallet itself (a self transfer counted before issue 10).
    await dueInFull(4, 10n * USDT, lowerHex(SALE_WALLET));
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(4, hash(404)),
        refund(hash(404), [stranger, 10n * USDT]),
      ),
    ).toEqual({ status: "recipient_is_sale_wallet", chosen: false });
  });

  it("records one of concurrent recordings", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recordRefundPaid(
          database.db,
          operator,
          request(2, hash(500 + i)),
          refund(hash(500 + i), [wallet(2), 400n * USDT]),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "recorded")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_recorded")).toHaveLength(5);
    expect(await audit()).toHaveLength(1);
    expect(await events()).toHaveLength(1);
  });

  it("records a refund only as far as its transaction sent to the recipient, one transaction covering several", async () => {
    await dueInFull(4, 300n * USDT);
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(2),
        refund(REFUND_TX, [wallet(2), 400n * USDT - 1n]),
      ),
    ).toEqual({
      status: "refund_short",
      to: getAddress(wallet(2)),
      paid: 400n * USDT - 1n,
      due: 400n * USDT,
      alreadyCovered: 0n,
    });
    // 400 to payment 2's sender and 200 to payment 4's: the first fits, the second does not.
    const split = refund(REFUND_TX, [wallet(2), 400n * USDT], [wallet(4), 200n * USDT]);
    expect(await recordRefundPaid(database.db, operator, request(2), split)).toMatchObject({
      status: "recorded",
    });
    expect(await recordRefundPaid(database.db, operator, request(4), split)).toEqual({
      status: "refund_short",
      to: getAddress(wallet(4)),
      paid: 200n * USDT,
      due: 300n * USDT,
      alreadyCovered: 0n,
    });
    // Another transaction refunds payment 4 in two transfers to its sender.
    const batch = hash(777);
    expect(
      await recordRefundPaid(
        database.db,
        operator,
        request(4, batch),
        refund(batch, [wallet(4), 100n * USDT], [wallet(4), 200n * USDT]),
      ),
    ).toMatchObject({ status: "recorded", refund: 300n * USDT });
    expect((await audit()).map((a) => a.subject)).toEqual([`${CHAIN}:${hash(2)}:0`, `${CHAIN}:${hash(4)}:0`]);
  });

  it("counts refunds recorded before recipients were kept against every recipient of their transaction", async () => {
    await dueInFull(4, 300n * USDT);
    const both = refund(REFUND_TX, [wallet(2), 400n * USDT], [wallet(4), 400n * USDT]);
    expect(await recordRefundPaid(database.db, operator, request(2), both)).toMatchObject({
      status: "recorded",
    });
    await database.db.execute(
      sql`update ledger_entries set refund_paid_to = null where tx_hash = ${hash(2)}`,
    );
    expect(await recordRefundPaid(database.db, operator, request(4), both)).toMatchObject({
      status: "refund_short",
      alreadyCovered: 400n * USDT,
    });
  });

  it("never lets concurrent recordings with one transaction exceed what it sent to one recipient", async () => {
    await dueInFull(4, 300n * USDT, wallet(2));
    // 500 USDT to wallet 2, the sender of both: either refund fits alone, both do not.
    const paid = refund(REFUND_TX, [wallet(2), 500n * USDT]);
    const results = await Promise.all([
      recordRefundPaid(database.db, operator, request(2), paid),
      recordRefundPaid(database.db, operator, request(4), paid),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["recorded", "refund_short"]);
    expect(await audit()).toHaveLength(1);
  });
});
