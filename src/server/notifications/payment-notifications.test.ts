import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { createMailer } from "@/server/mail/mailer";
import { listNotifications } from "@/server/notifications/notification-store";
import { syncPaymentNotifications } from "@/server/notifications/payment-notifications";
import { expectNoMailTo } from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;
const CHAIN = 31337;
let counter = 0;

/** A payment from `from` to the sale wallet, recorded as the indexer would. */
async function insertPayment(
  db: Db,
  from: string,
  amount: bigint,
  finality: "pending" | "final" = "pending",
) {
  counter += 1;
  const txHash = `0x${counter.toString(16).padStart(64, "0")}`;
  await db.execute(sql`insert into payments
      (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (${CHAIN}, ${txHash}, 0, ${from}, ${amount.toString()}, ${counter}, ${`0x${"b".repeat(64)}`}, now(), ${finality})`);
  return txHash;
}

async function credit(db: Db, txHash: string, userId: string, credited: bigint, refundDue = 0n, tokens = 0n) {
  await db.execute(sql`update payments set finality = 'final' where tx_hash = ${txHash}`);
  await db.execute(sql`insert into ledger_entries
      (chain_id, tx_hash, log_index, user_id, credited_micro_usdt, refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
      values (${CHAIN}, ${txHash}, 0, ${userId}, ${credited.toString()}, ${refundDue.toString()}, ${tokens.toString()}, 'wallet_proof', now())`);
}

const link = (db: Db, address: string, userId: string) =>
  db.execute(
    sql`insert into wallet_links (address, user_id, is_primary) values (${address}, ${userId}, true)`,
  );

const wallet = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

describe.each(testEngines)("notifications of payments ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    [database, smtp] = await Promise.all([createTestDatabase(engine), startSmtpSink()]);
    db = database.db;
  });
  afterAll(() => Promise.all([database.destroy(), smtp.close()]));
  const receipts = (explorerTxUrl: string | null = null) => ({
    mailer: createMailer({ smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" }, db),
    baseUrl: "https://pxl.example",
    explorerTxUrl,
  });

  const titles = async (userId: string) =>
    (await listNotifications(db, userId)).notifications.map((n) => `${n.title}: ${n.message}`);

  it("tells the user of a pending payment from their wallet, then of its credit, once each", async () => {
    await insertUsers(db, ["payer-1", "bystander-1"]);
    await link(db, wallet(0xa1), "payer-1");
    const tx = await insertPayment(db, wallet(0xa1), 250n * USDT);
    await insertPayment(db, wallet(0xb1), 100n * USDT); // nobody linked this sender

    expect(await syncPaymentNotifications(db, ["payer-1", "bystander-1"])).toEqual(["payer-1"]);
    expect(await titles("payer-1")).toEqual([
      "Payment received: 250.00 USDT from 0x0000...00a1 is processing. Your tokens are credited once its block is final.",
    ]);
    expect(await syncPaymentNotifications(db, ["payer-1"])).toEqual([]);

    await credit(db, tx, "payer-1", 250n * USDT, 0n, 391_236_306n);
    expect(await syncPaymentNotifications(db, ["payer-1"])).toEqual(["payer-1"]);
    expect(await titles("payer-1")).toEqual([
      "Payment credited: 250.00 USDT credited: 391.23 PXL added to your holdings.",
      "Payment received: 250.00 USDT from 0x0000...00a1 is processing. Your tokens are credited once its block is final.",
    ]);
    expect(await syncPaymentNotifications(db, ["payer-1"])).toEqual([]);
    expect(await titles("payer-1")).toHaveLength(2);
    expect(await titles("bystander-1")).toEqual([]);
  });

  it("creates each payment notification once when two syncs run at the same time", async () => {
    await insertUsers(db, ["payer-2"]);
    await link(db, wallet(0xa2), "payer-2");
    const credited = await insertPayment(db, wallet(0xa2), 10n * USDT);
    await credit(db, credited, "payer-2", 10n * USDT, 0n, 15_649_452n);
    await insertPayment(db, wallet(0xa2), 20n * USDT);
    await insertPayment(db, wallet(0xa2), 30n * USDT);

    await Promise.all([
      syncPaymentNotifications(db, ["payer-2"]),
      syncPaymentNotifications(db, ["payer-2"]),
      syncPaymentNotifications(db, ["payer-2", "payer-2"]),
    ]);
    const stored = await queryRows<{ dedupe_key: string }>(
      db,
      sql`select dedupe_key from notifications where user_id = 'payer-2' order by dedupe_key`,
    );
    expect(stored.map((r) => r.dedupe_key.split(":")[0])).toEqual(["credited", "seen", "seen"]);
    expect(new Set(stored.map((r) => r.dedupe_key)).size).toBe(3);
  });

  it("says what is due for refund when a payment arrives at or after the cap", async () => {
    await insertUsers(db, ["payer-3"]);
    await link(db, wallet(0xa3), "payer-3");
    const partly = await insertPayment(db, wallet(0xa3), 300n * USDT, "final");
    const late = await insertPayment(db, wallet(0xa3), 50n * USDT, "final");
    await credit(db, partly, "payer-3", 200n * USDT, 100n * USDT, 312_989_045n);
    await credit(db, late, "payer-3", 0n, 50n * USDT, 0n);

    await syncPaymentNotifications(db, ["payer-3"]);
    const { notifications } = await listNotifications(db, "payer-3");
    expect(notifications.map((n) => [n.title, n.priority, n.message])).toEqual([
      ["Payment due for refund", "high", "50.00 USDT arrived after the sale sold out. It is due for refund."],
      [
        "Payment credited",
        "medium",
        "200.00 USDT credited: 312.98 PXL added to your holdings. 100.00 USDT arrived above the sale's cap and is due for refund.",
      ],
    ]);
  });

  it("runs when the users' payments change, then tells their pages to refetch notifications", async () => {
    await insertUsers(db, ["payer-4"]);
    await link(db, wallet(0xa4), "payer-4");
    await insertPayment(db, wallet(0xa4), 5n * USDT);
    const { services } = createTestApp(database);
    const published: string[] = [];
    const stop = await database.listen("pxl_events", (payload) => published.push(payload));
    try {
      services.realtime.changed.payments(["payer-4"]);
      await services.realtime.settled();
      expect(await titles("payer-4")).toHaveLength(1);
      await expect
        .poll(() => published.map((p) => JSON.parse(p).topic))
        .toEqual(["payments", "notifications"]);
    } finally {
      await stop();
    }
  });

  it("mails the receipt of a credited payment once, however many syncs run, even at the same time", async () => {
    await insertUsers(db, ["receipt-1"]);
    await link(db, wallet(0xc1), "receipt-1");
    const tx = await insertPayment(db, wallet(0xc1), 250n * USDT, "final");
    await credit(db, tx, "receipt-1", 250n * USDT, 0n, 391_236_306n);
    const mail = smtp.next("receipt-1@example.ge");

    await Promise.all([
      syncPaymentNotifications(db, ["receipt-1"], receipts()),
      syncPaymentNotifications(db, ["receipt-1"], receipts()),
      syncPaymentNotifications(db, ["receipt-1", "receipt-1"], receipts()),
    ]);
    const receipt = await mail;
    expect(receipt.subject).toBe("Receipt: 391.236306 PXL credited");
    for (const line of [
      "Hello receipt-1,",
      "Amount credited: 250.00 USDT",
      "Tokens: 391.236306 PXL",
      "Price: 0.639 USDT per PXL",
      `Transaction hash: ${tx}`,
      "Open my dashboard: https://pxl.example/dashboard",
    ]) {
      expect(receipt.text).toContain(line);
    }
    // The demo chain has no block explorer: no link to one.
    expect(receipt.text).not.toContain("explorer");

    expect(await syncPaymentNotifications(db, ["receipt-1"], receipts())).toEqual([]);
    await expectNoMailTo(smtp, "receipt-1@example.ge", 1);
  });

  it("links the transaction on the explorer and states the part due for refund", async () => {
    await insertUsers(db, ["receipt-2"]);
    await link(db, wallet(0xc2), "receipt-2");
    const tx = await insertPayment(db, wallet(0xc2), 300_123_400n, "final");
    await credit(db, tx, "receipt-2", 200_123_400n, 100n * USDT, 313_182_159n);
    const mail = smtp.next("receipt-2@example.ge");
    await syncPaymentNotifications(db, ["receipt-2"], receipts("https://arbiscan.io/tx/"));
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
    const late = await insertPayment(db, wallet(0xc3), 50n * USDT, "final");
    await credit(db, late, "receipt-3", 0n, 50n * USDT, 0n);
    const known = await insertPayment(db, wallet(0xc3), 10n * USDT, "final");
    await credit(db, known, "receipt-3", 10n * USDT, 0n, 15_649_452n);
    // Notified without receipts (as before receipts existed): the fact is not new any more.
    await db.execute(sql`insert into notifications (user_id, type, title, message, dedupe_key)
      values ('receipt-3', 'transaction', 'Payment credited', 'm', ${`credited:${CHAIN}:${known}:0`})`);

    expect(await syncPaymentNotifications(db, ["receipt-3"], receipts())).toEqual(["receipt-3"]);
    expect((await titles("receipt-3"))[0]).toMatch(/^Payment due for refund/);
    await expectNoMailTo(smtp, "receipt-3@example.ge", 0);
  });
});
