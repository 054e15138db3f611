import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { withLocale } from "@/server/http/request-locale";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { createLedgerDispatcher, type LedgerSubscriber } from "@/server/ledger/ledger-dispatcher";
import { recordLedgerEvent } from "@/server/ledger/ledger-events";
import { createMailer } from "@/server/mail/mailer";
import { listNotifications } from "@/server/notifications/notification-store";
import { paymentNotifications, type ReceiptSender } from "@/server/notifications/payment-notifications";
import { expectNoMailTo } from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;
const CHAIN = 31337;
let counter = 0;

/** A payment from `from` to the sale wallet, stored as the indexer does (with its "detected" event). */
async function insertPayment(
  db: Db,
  from: string,
  amount: bigint,
  finality: "pending" | "final" = "pending",
) {
  counter += 1;
  const txHash = `0x${counter.toString(16).padStart(64, "0")}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into payments
        (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
        values (${CHAIN}, ${txHash}, 0, ${from}, ${amount.toString()}, ${counter}, ${`0x${"b".repeat(64)}`}, now(), ${finality})`);
    await recordLedgerEvent(tx, {
      type: "payment_detected",
      chainId: CHAIN,
      txHash,
      logIndex: 0,
      payload: { from, amount: amount.toString(), blockNumber: String(counter) },
    });
  });
  return txHash;
}

const finalise = (db: Db, txHash: string) =>
  db.execute(sql`update payments set finality = 'final' where tx_hash = ${txHash}`);

const link = (db: Db, address: string, userId: string) =>
  db.execute(
    sql`insert into wallet_links (address, user_id, is_primary) values (${address}, ${userId}, true)`,
  );

const wallet = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

describe.each(testEngines)("notifications of the ledger's events ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const notified: string[][] = [];
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  // A fresh sale for each test: the cap is reached in some.
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.destroy());

  /** Pays in from a sender nobody linked, so that only `room` is left under the cap. */
  const fillLeaving = async (room: bigint) => {
    await insertPayment(db, wallet(0xf0), 140_000n * USDT - room, "final");
    await allocateFinalPayments(db);
  };

  const receipts = (explorerTxUrl: string | null = null): ReceiptSender => ({
    mailer: createMailer({ smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" }, db),
    baseUrl: "https://pxl.example",
    explorerTxUrl,
  });
  /** Delivers every event recorded so far, as a server instance would. */
  const deliver = (
    subscriber: LedgerSubscriber = paymentNotifications({ db, notified: (u) => notified.push([...u]) }),
  ) => createLedgerDispatcher(database, { notifications: subscriber }, { sweepMs: 0 }).drain();
  /** Delivers the same events again, as after a crash before they were marked handled. */
  const redeliverAll = async (subscriber: LedgerSubscriber) => {
    await db.execute(sql`update ledger_events set handled_at = null, lease_until = null`);
    await createLedgerDispatcher(database, { notifications: subscriber }, { sweepMs: 0 }).drain();
  };

  const titles = async (userId: string) =>
    (await listNotifications(db, userId)).notifications.map((n) => `${n.title}: ${n.message}`);

  it("tells the user of a pending payment from their wallet, then of its credit, once each", async () => {
    await insertUsers(db, ["payer-1", "bystander-1"]);
    await link(db, wallet(0xa1), "payer-1");
    const tx = await insertPayment(db, wallet(0xa1), 250n * USDT);
    await insertPayment(db, wallet(0xb1), 100n * USDT); // nobody linked this sender

    await deliver();
    expect(await titles("payer-1")).toEqual([
      "Payment received: 250.00 USDT from 0x0000…00a1 is processing. Your tokens are credited once its block is final.",
    ]);
    expect(notified.at(-1)).toEqual(["payer-1"]);

    await finalise(db, tx);
    await allocateFinalPayments(db);
    await deliver();
    expect(await titles("payer-1")).toEqual([
      "Payment verified: 250.00 USDT credited: 391.23 PXL added to your holdings.",
      "Payment received: 250.00 USDT from 0x0000…00a1 is processing. Your tokens are credited once its block is final.",
    ]);
    await redeliverAll(paymentNotifications({ db }));
    expect(await titles("payer-1")).toHaveLength(2);
    expect(await titles("bystander-1")).toEqual([]);
  });

  it("creates each notification once when instances deliver the same events at the same time", async () => {
    await insertUsers(db, ["payer-2"]);
    await link(db, wallet(0xa2), "payer-2");
    const credited = await insertPayment(db, wallet(0xa2), 10n * USDT);
    await finalise(db, credited);
    await allocateFinalPayments(db);
    await insertPayment(db, wallet(0xa2), 20n * USDT);
    await insertPayment(db, wallet(0xa2), 30n * USDT);

    const subscriber = paymentNotifications({ db });
    // Three deliveries of the same events at once (leases ignored: the worst case).
    const events = await queryRows<{ id: string }>(db, sql`select id::text from ledger_events`);
    expect(events.length).toBeGreaterThan(0);
    await Promise.all([redeliverAll(subscriber), redeliverAll(subscriber), redeliverAll(subscriber)]);
    const stored = await queryRows<{ dedupe_key: string }>(
      db,
      sql`select dedupe_key from notifications where user_id = 'payer-2' order by dedupe_key`,
    );
    expect(stored.map((r) => r.dedupe_key.split(":")[0])).toEqual(["credited", "seen", "seen", "seen"]);
    expect(new Set(stored.map((r) => r.dedupe_key)).size).toBe(4);
  });

  it("says what is due for refund when a payment arrives at or after the cap", async () => {
    await insertUsers(db, ["payer-3"]);
    await link(db, wallet(0xa3), "payer-3");
    await fillLeaving(200n * USDT);
    await insertPayment(db, wallet(0xa3), 300n * USDT, "final");
    await insertPayment(db, wallet(0xa3), 50n * USDT, "final");
    await allocateFinalPayments(db);
    await deliver();
    const { notifications } = await listNotifications(db, "payer-3");
    const credits = notifications.filter((n) => n.title !== "Payment received");
    expect(credits.map((n) => [n.title, n.priority, n.message])).toEqual([
      ["Payment due for refund", "high", "50.00 USDT arrived after the sale sold out. It is due for refund."],
      [
        "Payment verified",
        "medium",
        "200.00 USDT credited: 312.98 PXL added to your holdings. 100.00 USDT arrived above the sale's cap and is due for refund.",
      ],
    ]);
  });

  it("mails the receipt of a credited payment once, however often its event is delivered", async () => {
    await insertUsers(db, ["receipt-1"]);
    await link(db, wallet(0xc1), "receipt-1");
    const tx = await insertPayment(db, wallet(0xc1), 250n * USDT, "final");
    await allocateFinalPayments(db);
    const mail = smtp.next("receipt-1@example.ge");

    const subscriber = paymentNotifications({ db, receipts: receipts() });
    await Promise.all([deliver(subscriber), redeliverAll(subscriber), redeliverAll(subscriber)]);
    const receipt = await mail;
    expect(receipt.subject).toBe("Receipt: 391.23 PXL, payment verified");
    for (const line of [
      "Hello receipt-1,",
      "Amount credited: 250.00 USDT",
      "Your payment is verified",
      "Tokens: 391.23 PXL",
      "Price: 0.639 USDT per PXL",
      `Transaction hash: ${tx}`,
      "Open my dashboard: https://pxl.example/dashboard",
    ]) {
      expect(receipt.text).toContain(line);
    }
    // The demo chain has no block explorer: no link to one.
    expect(receipt.text).not.toContain("explorer");
    await redeliverAll(subscriber);
    await expectNoMailTo(smtp, "receipt-1@example.ge", 1);
  });

  it("writes a Georgian investor's receipt and notification in Georgian, an English one's in English", async () => {
    await insertUsers(db, ["nino-1", "john-1"]);
    await db.execute(sql`update "user" set locale = 'ka' where id = 'nino-1'`);
    await link(db, wallet(0xe1), "nino-1");
    await link(db, wallet(0xe2), "john-1");
    await insertPayment(db, wallet(0xe1), 1_234_500_000n, "final");
    await insertPayment(db, wallet(0xe2), 1_234_500_000n, "final");
    await allocateFinalPayments(db);
    const georgian = smtp.next("nino-1@example.ge");
    const english = smtp.next("john-1@example.ge");
    // Delivered while the process speaks Georgian (as inside a Georgian request): each recipient's own language wins.
    await withLocale("ka", () => deliver(paymentNotifications({ db, receipts: receipts() })));

    const nbsp = "\u00a0";
    const receipt = await georgian;
    expect(receipt.subject).toBe(`ქვითარი: 1${nbsp}931,92 PXL, გადახდა დადასტურებულია`);
    for (const line of [
      "გამარჯობა, nino-1!",
      "თქვენი გადახდა დადასტურებულია",
      `ჩარიცხული თანხა: 1${nbsp}234,50 USDT`,
      `ტოკენები: 1${nbsp}931,92 PXL`,
      "ფასი: 0,639 USDT ერთ PXL-ზე",
      "ჩემი პანელის გახსნა: https://pxl.example/ka/dashboard",
      "შეინახეთ ეს წერილი, როგორც ქვითარი.",
      "რუსთაველის გამზირი 12, თბილისი 0108, საქართველო",
    ]) {
      expect(receipt.text).toContain(line);
    }
    expect(receipt.html).toContain('<html lang="ka">');
    expect(receipt.html).toContain("ან ჩასვით ეს მისამართი ბრაუზერში:");
    expect(receipt.text).not.toMatch(/Amount credited|Hello|Tokens:/);
    expect((await titles("nino-1")).at(0)).toBe(
      `გადახდა დადასტურებულია: ჩაირიცხა 1${nbsp}234,50 USDT: თქვენს აქტივებს დაემატა 1${nbsp}931,92 PXL.`,
    );

    const unchanged = await english;
    expect(unchanged.subject).toBe("Receipt: 1,931.92 PXL, payment verified");
    expect(unchanged.text).toContain("Amount credited: 1,234.50 USDT");
    expect(unchanged.text).toContain("Open my dashboard: https://pxl.example/dashboard");
    expect(unchanged.html).toContain('<html lang="en">');
    expect((await titles("john-1")).at(0)).toBe(
      "Payment verified: 1,234.50 USDT credited: 1,931.92 PXL added to your holdings.",
    );
  });

  it("links the transaction on the explorer and states the part due for refund", async () => {
    await insertUsers(db, ["receipt-2"]);
    await link(db, wallet(0xc2), "receipt-2");
    await fillLeaving(200_123_400n);
    const tx = await insertPayment(db, wallet(0xc2), 300_123_400n, "final");
    await allocateFinalPayments(db);
    const mail = smtp.next("receipt-2@example.ge");
    await deliver(paymentNotifications({ db, receipts: receipts("https://arbiscan.io/tx/") }));
    const receipt = await mail;
    expect(receipt.text).toContain("Amount credited: 200.1234 USDT");
    expect(receipt.text).toContain(`See it on the block explorer: https://arbiscan.io/tx/${tx}`);
    expect(receipt.text).toContain(
      "100.00 USDT of this payment arrived above the sale's cap and is due for refund",
    );
  });

  it("sends no receipt for a payment that credited nothing, nor for one notified before", async () => {
    await insertUsers(db, ["receipt-3"]);
    await link(db, wallet(0xc3), "receipt-3");
    await fillLeaving(0n);
    await insertPayment(db, wallet(0xc3), 50n * USDT, "final");
    await allocateFinalPayments(db);
    const known = await insertPayment(db, wallet(0xc3), 10n * USDT, "final");
    // Notified without receipts (as before receipts existed): the fact is not new any more.
    await db.execute(sql`insert into notifications (user_id, type, title, message, dedupe_key)
      values ('receipt-3', 'transaction', 'Payment credited', 'm', ${`credited:${CHAIN}:${known}:0`})`);
    await allocateFinalPayments(db);

    await deliver(paymentNotifications({ db, receipts: receipts() }));
    expect((await titles("receipt-3")).filter((t) => !t.startsWith("Payment received"))).toEqual([
      "Payment due for refund: 50.00 USDT arrived after the sale sold out. It is due for refund.",
      "Payment credited: m",
    ]);
    await expectNoMailTo(smtp, "receipt-3@example.ge", 0);
  });

  it("tells the user that a refund was sent", async () => {
    await insertUsers(db, ["refunded-1"]);
    await db.transaction(async (tx) => {
      await recordLedgerEvent(tx, {
        type: "refund_paid",
        chainId: CHAIN,
        txHash: `0x${"e".repeat(64)}`,
        logIndex: 3,
        userId: "refunded-1",
        payload: { refundTxHash: `0x${"f".repeat(64)}`, amount: (50n * USDT).toString(), to: wallet(0xd1) },
      });
    });
    await deliver();
    await redeliverAll(paymentNotifications({ db }));
    expect(await titles("refunded-1")).toEqual([
      "Refund sent: 50.00 USDT was sent back to 0x0000…00d1 (transaction 0xffff…ffff).",
    ]);
  });
});
