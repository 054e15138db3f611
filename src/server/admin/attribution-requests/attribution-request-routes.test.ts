import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attributionRequests } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { rows, useAccountHarness } from "@/server/test/account-harness";
import {
  CHAIN,
  getAs,
  hash,
  insertPayment,
  postAs,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { adminAttributionRequestsPageSchema } from "@/shared/admin/attribution-requests";

const PATH = "/api/admin/attribution-requests";
const DECLINE = "The exchange's receipt names another account holder.";

describe.each(testEngines)("the console's attribution requests ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  // Decisions tell investors after the answer (notifications, receipts): let that finish.
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  /** Payment 1 final (awaiting attribution), payment 2 pending; alice asks for 1, then bob for 2. */
  let aliceRequest: string;
  let bobRequest: string;
  beforeEach(async () => {
    operator ??= await signedInOperator(h);
    alice ??= await signedInInvestor(h, "alice");
    bob ??= await signedInInvestor(h, "bob");
    const { db } = h.database;
    for (const table of [
      "attribution_requests",
      "audit_log",
      "ledger_events",
      "ledger_entries",
      "payments",
    ]) {
      await db.execute(sql.raw(`delete from ${table}`));
    }
    await db.execute(sql`delete from notifications where dedupe_key <> 'welcome'`);
    await insertPayment(db, { n: 1, amount: 250n * USDT });
    await insertPayment(db, { n: 2, amount: 40n * USDT, finality: "pending" });
    await allocateFinalPayments(db);
    const request = (userId: string, n: number, exchange: string, note: string, at: Date) =>
      db
        .insert(attributionRequests)
        .values({ userId, chainId: CHAIN, txHash: hash(n), logIndex: 0, exchange, note, createdAt: at })
        .returning({ id: attributionRequests.id })
        .then(([row]) => row?.id ?? "");
    aliceRequest = await request(
      alice.id,
      1,
      "Binance",
      "Withdrawal to the sale wallet",
      new Date(Date.UTC(2026, 0, 2)),
    );
    bobRequest = await request(bob.id, 2, "Kraken", "", new Date(Date.UTC(2026, 0, 3)));
  });

  const list = async (query = "") => {
    const answer = await getAs(h, `${PATH}${query}`, operator);
    expect(answer.status).toBe(200);
    return adminAttributionRequestsPageSchema.parse(await answer.json());
  };
  const notificationsOf = async (who: SignedIn) => {
    const answer = await getAs(h, "/api/notifications", who);
    const body = (await answer.json()) as { notifications: { title: string; message: string }[] };
    return body.notifications;
  };
  const statusOf = async (id: string) =>
    (await rows<{ status: string }>(h, sql`select status from attribution_requests where id = ${id}`))[0]
      ?.status;

  it("lists open requests newest first with the investor, hash, exchange, note, amount and payment state", async () => {
    const open = await list();
    expect(open.total).toBe(2);
    expect(open.rows.map((r) => r.id)).toEqual([bobRequest, aliceRequest]);
    expect(open.rows[1]).toEqual({
      id: aliceRequest,
      createdAt: new Date(Date.UTC(2026, 0, 2)).toISOString(),
      status: "open",
      investor: { id: alice.id, email: alice.email, name: "Nino Beridze" },
      exchange: "Binance",
      note: "Withdrawal to the sale wallet",
      declineReason: null,
      payment: {
        chainId: CHAIN,
        txHash: hash(1),
        logIndex: 0,
        from: `0x${"1".padStart(40, "0")}`,
        amountMicroUsdt: "250000000",
        state: "awaiting_attribution",
        creditedTo: null,
      },
    });
    expect(open.rows[0]?.payment.state).toBe("pending");
    expect((await list("?q=kraken")).rows.map((r) => r.id)).toEqual([bobRequest]);
    expect((await list("?status=declined")).total).toBe(0);
  });

  it("attributes a request through the ledger: credited to the investor, audited, notified; once", async () => {
    const answer = await postAs(h, `${PATH}/${aliceRequest}/attribute`, {}, operator);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "attributed" });

    const [entry] = await rows<{ user_id: string; attribution: string; attribution_reason: string }>(
      h,
      sql`select user_id, attribution, attribution_reason from ledger_entries where tx_hash = ${hash(1)}`,
    );
    expect(entry).toMatchObject({ user_id: alice.id, attribution: "manual" });
    expect(entry?.attribution_reason).toBe(
      `Attribution request ${aliceRequest}: paid from Binance. The investor wrote: Withdrawal to the sale wallet`,
    );
    expect(await statusOf(aliceRequest)).toBe("attributed");
    const audit = await rows<{ action: string; actor_label: string }>(
      h,
      sql`select action, actor_label from audit_log where action = 'payment_attributed'`,
    );
    expect(audit).toEqual([{ action: "payment_attributed", actor_label: operator.email }]);
    await h.api.services.settled();
    expect((await notificationsOf(alice)).map((n) => n.title)).toContain("Payment verified");

    const again = await postAs(h, `${PATH}/${aliceRequest}/attribute`, {}, operator);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already_decided" });
    const listed = await list("?status=attributed");
    expect(listed.rows[0]?.payment).toMatchObject({ state: "credited", creditedTo: alice.email });
  });

  it("keeps a request open when the ledger refuses: a payment not final yet", async () => {
    const answer = await postAs(h, `${PATH}/${bobRequest}/attribute`, {}, operator);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "not_final" });
    expect(await statusOf(bobRequest)).toBe("open");
    const entries = await rows(h, sql`select 1 from ledger_entries where user_id is not null`);
    expect(entries).toEqual([]);
  });

  it("does not let an operator approve their own request", async () => {
    const [own] = await h.database.db
      .insert(attributionRequests)
      .values({
        userId: operator.id,
        chainId: CHAIN,
        txHash: hash(1),
        logIndex: 0,
        exchange: "Bybit",
        note: "",
      })
      .returning({ id: attributionRequests.id });
    const answer = await postAs(h, `${PATH}/${own?.id}/attribute`, {}, operator);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: "You cannot approve your own attribution request: another operator must.",
      code: "own_account",
    });
    expect(await statusOf(own?.id ?? "")).toBe("open");
    expect(await rows(h, sql`select 1 from ledger_entries where user_id is not null`)).toEqual([]);
  });

  it("declines a request with a reason: audited, and the investor notified with it; once", async () => {
    const answer = await postAs(h, `${PATH}/${aliceRequest}/decline`, { reason: DECLINE }, operator);
    expect(answer.status).toBe(200);
    expect(await statusOf(aliceRequest)).toBe("declined");
    const [audit] = await rows<{ subject: string; details: Record<string, unknown> }>(
      h,
      sql`select subject, details from audit_log where action = 'attribution_declined'`,
    );
    expect(audit).toEqual({
      subject: `${CHAIN}:${hash(1)}:0`,
      details: { email: alice.email, exchange: "Binance", reason: DECLINE, requestId: aliceRequest },
    });
    const notices = await notificationsOf(alice);
    expect(notices).toContainEqual(
      expect.objectContaining({
        title: "Attribution request declined",
        message: expect.stringContaining(`The reason: ${DECLINE}`),
      }),
    );
    expect((await notificationsOf(bob)).map((n) => n.title)).not.toContain("Attribution request declined");
    const entries = await rows(h, sql`select 1 from ledger_entries where user_id is not null`);
    expect(entries).toEqual([]);

    expect((await postAs(h, `${PATH}/${aliceRequest}/decline`, { reason: DECLINE }, operator)).status).toBe(
      409,
    );
    expect((await postAs(h, `${PATH}/${aliceRequest}/attribute`, {}, operator)).status).toBe(409);
    expect((await list("?status=declined")).rows[0]?.declineReason).toBe(DECLINE);
  });

  it("refuses a short reason (400), an unknown or malformed id (404), and investors (403)", async () => {
    const short = await postAs(h, `${PATH}/${bobRequest}/decline`, { reason: "no" }, operator);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      field: "reason",
      error: "Tell the investor why, in at least 10 characters.",
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await postAs(h, `${PATH}/${id}/attribute`, {}, operator)).status).toBe(404);
    }
    expect((await postAs(h, `${PATH}/${bobRequest}/attribute`, {}, alice)).status).toBe(403);
    expect((await getAs(h, PATH, alice)).status).toBe(403);
    expect(await statusOf(bobRequest)).toBe("open");
  });
});
