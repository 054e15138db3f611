import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeCursor } from "@/server/admin/keyset";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { rows } from "@/server/test/account-harness";
import {
  CHAIN,
  getAs,
  hash,
  insertPayment,
  linkWallet,
  postAs,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";
import { type AdminPaymentRow, adminPaymentsPageSchema } from "@/shared/admin/payments";

const REASON = "Kraken withdrawal; the investor sent the exchange's receipt.";

describe.each(testEngines)("operator payments over the API ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  /** A real, final refund from the sale wallet to wallet 1: 70 USDT, enough for payments 5 and 6 (its own). */
  let REFUND_TX: `0x${string}`;
  /** A USDT transfer between two other wallets: not a refund. */
  let NOT_FROM_SALE_WALLET: `0x${string}`;
  beforeAll(async () => {
    REFUND_TX = await h.refundFromSaleWallet(70n * USDT, wallet(1));
    NOT_FROM_SALE_WALLET = (await h.chain.transfer(h.demo(2), h.demo(1).address, 70n * USDT)).transactionHash;
  });
  // Operator actions tell investors after the answer (notifications, receipts): let that finish.
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeEach(async () => {
    operator ??= await signedInOperator(h);
    alice ??= await signedInInvestor(h, "alice");
    bob ??= await signedInInvestor(h, "bob");
    const { db } = h.database;
    // A fresh ledger for each test: its events go with it (a payment is credited once, ever).
    for (const table of ["audit_log", "ledger_events", "ledger_entries", "payments", "wallet_links"]) {
      await db.execute(sql.raw(`delete from ${table}`));
    }
  });

  const page = async (query: string) => {
    const response = await getAs(h, `/api/admin/payments${query}`, operator);
    expect(response.status).toBe(200);
    return adminPaymentsPageSchema.parse(await response.json());
  };
  const numbers = (list: AdminPaymentRow[]) => list.map((r) => Number(BigInt(r.txHash)));
  const auditOf = (action: string) =>
    rows<{ actor_label: string; actor_user_id: string; subject: string; details: Record<string, unknown> }>(
      h,
      sql`select actor_label, actor_user_id, subject, details from audit_log where action = ${action}`,
    );
  const attribute = (n: number, email: string, who: SignedIn | null = operator) =>
    postAs(
      h,
      "/api/admin/payments/attribute",
      { chainId: CHAIN, txHash: hash(n), logIndex: 0, email, reason: REASON },
      who,
    );

  /** One payment in each state (numbers are the payments' n, in chain order). */
  async function everyState() {
    const { db } = h.database;
    await linkWallet(db, wallet(1), alice.id, true);
    await insertPayment(db, { n: 1, from: wallet(1), amount: 100n * USDT }); // credited
    await insertPayment(db, { n: 2, from: wallet(2), amount: 50n * USDT }); // awaiting attribution
    await insertPayment(db, { n: 3, from: wallet(3), amount: 7n * USDT, finality: "pending" });
    await insertPayment(db, { n: 4, from: wallet(4), amount: 3n * USDT, finality: "orphaned" });
    // 139,850 USDT is left under the cap: 50 of this one is due back.
    await insertPayment(db, { n: 5, from: wallet(1), amount: 139_900n * USDT }); // refund due
    await insertPayment(db, { n: 6, from: wallet(1), amount: 20n * USDT }); // all due back, then paid
    await allocateFinalPayments(db);
    const paid = await postAs(
      h,
      "/api/admin/payments/refund-paid",
      { chainId: CHAIN, txHash: hash(6), logIndex: 0, refundTxHash: REFUND_TX },
      operator,
    );
    expect(paid.status).toBe(200);
  }

  it("lists every payment with its state and investor, filtered by state", async () => {
    await everyState();
    const all = await page("?sort=block&dir=asc");
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => [Number(BigInt(r.txHash)), r.state])).toEqual([
      [1, "credited"],
      [2, "awaiting_attribution"],
      [3, "pending"],
      [4, "orphaned"],
      [5, "refund_due"],
      [6, "refund_paid"],
    ]);
    expect(all.rows[0]).toEqual({
      chainId: CHAIN,
      txHash: hash(1),
      logIndex: 0,
      from: wallet(1),
      amountMicroUsdt: "100000000",
      blockNumber: "1",
      blockTime: new Date(Date.UTC(2026, 0, 1) + 1000).toISOString(),
      state: "credited",
      creditedMicroUsdt: "100000000",
      tokensMicroPxl: "156494522",
      refundDueMicroUsdt: "0",
      refundPaidTxHash: null,
      attribution: "wallet_proof",
      attributionReason: null,
      investor: { id: alice.id, email: alice.email, name: "Nino Beridze" },
    });
    expect(all.rows[1]).toMatchObject({ investor: null, creditedMicroUsdt: "50000000", attribution: null });
    expect(all.rows[2]).toMatchObject({ investor: null, creditedMicroUsdt: null, tokensMicroPxl: null });
    expect(all.rows[4]).toMatchObject({ creditedMicroUsdt: "139850000000", refundDueMicroUsdt: "50000000" });
    expect(all.rows[5]).toMatchObject({ refundDueMicroUsdt: "20000000", refundPaidTxHash: REFUND_TX });

    for (const [state, expected] of [
      ["credited", [1]],
      ["awaiting_attribution", [2]],
      ["pending", [3]],
      ["orphaned", [4]],
      ["refund_due", [5]],
      ["refund_paid", [6]],
    ] as const) {
      const filtered = await page(`?state=${state}`);
      expect(numbers(filtered.rows), state).toEqual(expected);
      expect(filtered.total).toBe(expected.length);
    }
  });

  it("sorts by chain order or amount, pages in the database and searches hash, sender and investor", async () => {
    await everyState();
    expect(numbers((await page("")).rows)).toEqual([6, 5, 4, 3, 2, 1]); // newest block first by default
    expect(numbers((await page("?sort=amount&dir=desc")).rows)).toEqual([5, 1, 2, 6, 3, 4]);
    expect(numbers((await page("?sort=amount&dir=asc")).rows)).toEqual([4, 3, 6, 2, 1, 5]);

    for (let n = 7; n <= 18; n++) await insertPayment(h.database.db, { n, amount: BigInt(n) * USDT });
    const second = await page("?sort=block&dir=asc&pageSize=10&page=2");
    expect(second).toMatchObject({ total: 18, page: 2, pageSize: 10 });
    expect(numbers(second.rows)).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect((await page("?pageSize=10&page=3")).rows).toEqual([]);

    expect(numbers((await page(`?q=${hash(5).slice(-6)}`)).rows)).toEqual([5]);
    expect(numbers((await page(`?q=${wallet(2).toUpperCase().slice(2)}`)).rows)).toEqual([2]);
    const byInvestor = await page(`?q=${encodeURIComponent(alice.email.toUpperCase())}&sort=block&dir=asc`);
    expect(numbers(byInvestor.rows)).toEqual([1, 5, 6]);
    expect(byInvestor.total).toBe(3);
    // Search text is text: a % matches a percent sign, not everything.
    expect((await page("?q=%25")).total).toBe(0);
    expect(numbers((await page(`?q=${encodeURIComponent(alice.email)}&state=refund_due`)).rows)).toEqual([5]);
  });

  it("pages by cursor both ways, in either sort, without skipping or repeating a row", async () => {
    // Equal amounts across pages: the chain order breaks the ties inside the key.
    for (let n = 1; n <= 23; n++)
      await insertPayment(h.database.db, { n, amount: BigInt(n % 3) * USDT + USDT });
    for (const order of [
      "sort=block&dir=desc",
      "sort=block&dir=asc",
      "sort=amount&dir=desc",
      "sort=amount&dir=asc",
    ]) {
      const all = numbers((await page(`?${order}&pageSize=100`)).rows);
      expect(all).toHaveLength(23);
      const pages: Awaited<ReturnType<typeof page>>[] = [await page(`?${order}&pageSize=10`)];
      expect(pages[0]?.prevCursor).toBeNull();
      for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor) {
        pages.push(await page(`?${order}&pageSize=10&page=${pages.length + 1}&cursor=${next}`));
      }
      expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 3]);
      expect(pages.flatMap((p) => numbers(p.rows))).toEqual(all);
      // Back from the last page: the same middle page again, with a way further back.
      const back = await page(`?${order}&pageSize=10&page=2&cursor=${pages[2]?.prevCursor}`);
      expect(numbers(back.rows)).toEqual(numbers(pages[1]?.rows ?? []));
      expect(back.nextCursor).not.toBeNull();
      const first = await page(`?${order}&pageSize=10&page=1&cursor=${back.prevCursor}`);
      expect(numbers(first.rows)).toEqual(numbers(pages[0]?.rows ?? []));
      expect(first.prevCursor).toBeNull();
      expect(pages.every((p) => p.total === 23 && p.totalCapped === false)).toBe(true);
    }
    // A cursor from another sort, or made up, is refused: the page link is not valid.
    const byBlock = await page("?pageSize=10");
    const mixed = await getAs(
      h,
      `/api/admin/payments?sort=amount&pageSize=10&cursor=${byBlock.nextCursor}`,
      operator,
    );
    expect(mixed.status).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({ t: "next", k: ["1); drop table payments; --", "0", "1", "x"] }),
    );
    const refused = await getAs(
      h,
      `/api/admin/payments?pageSize=10&cursor=${forged.toString("base64url")}`,
      operator,
    );
    expect(refused.status).toBe(400);
    expect((await getAs(h, "/api/admin/payments?cursor=not%20a%20cursor", operator)).status).toBe(400);
  });

  it("refuses with 400 a cursor whose block number is past what a bigint holds, and takes the largest one", async () => {
    const cursor = (key: string[]) => encodeCursor("next", key);
    const key = (block: string) => [block, "0", String(CHAIN), hash(1)];
    for (const query of [
      `sort=block&cursor=${cursor(key("99999999999999999999"))}`,
      `sort=block&cursor=${cursor(key("9223372036854775808"))}`,
      `sort=amount&cursor=${cursor(["1000000", ...key("99999999999999999999")])}`,
    ]) {
      const response = await getAs(h, `/api/admin/payments?${query}`, operator);
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 400,
        body: {
          error: "This page link is not valid: go back to the first page.",
          code: "invalid",
          field: "cursor",
        },
      });
    }
    const largest = await getAs(
      h,
      `/api/admin/payments?sort=block&dir=asc&cursor=${cursor(key("9223372036854775807"))}`,
      operator,
    );
    expect(largest.status).toBe(200);
  });

  it("stops counting at 1,000 rows and says there are more", async () => {
    await h.database.db.execute(sql`
      insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number,
                            block_hash, block_time, finality)
      select ${CHAIN}, '0x' || lpad(to_hex(p), 64, '0'), 0, '0x' || lpad(to_hex(p), 40, '0'), 1000000, p,
             '0x' || lpad(to_hex(p), 64, 'b'), now(), 'pending'
      from generate_series(1, 1001) p`);
    expect(await page("?pageSize=10")).toMatchObject({ total: 1000, totalCapped: true });
    await h.database.db.execute(sql`delete from payments where block_number = 1001`);
    expect(await page("?pageSize=10")).toMatchObject({ total: 1000, totalCapped: false });
  });

  it("refuses a query outside the contract", async () => {
    const response = await getAs(h, "/api/admin/payments?pageSize=7", operator);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Page size must be 10, 25, 50 or 100." });
    expect((await getAs(h, "/api/admin/payments?state=lost", operator)).status).toBe(400);
  });

  it("attributes a payment by hand once, audited, live, and keeps the reconciliation exact", async () => {
    await insertPayment(h.database.db, { n: 1, from: wallet(9), amount: 400n * USDT });
    await allocateFinalPayments(h.database.db);
    await h.api.services.settled();
    // What every instance hears (any instance's dispatcher may deliver the ledger's event).
    const published: { type: string; topic?: string; userIds?: string[] }[] = [];
    const stop = await h.database.listen("pxl_events", (payload) => published.push(JSON.parse(payload)));
    try {
      const response = await attribute(1, bob.email.toUpperCase());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "attributed",
        creditedMicroUsdt: "400000000",
        tokensMicroPxl: "625978090",
        refundDueMicroUsdt: "0",
      });
      // The ledger's event tells the investor's pages and the public figures (in either order:
      // they are two subscribers of one event), after the answer.
      await expect
        .poll(() =>
          published
            .filter((e) => e.type === "sale" || e.topic === "payments")
            .sort((a, b) => a.type.localeCompare(b.type)),
        )
        .toEqual([{ type: "account", topic: "payments", userIds: [bob.id] }, { type: "sale" }]);
      await h.api.services.settled();
    } finally {
      await stop();
    }
    const [row] = (await page("")).rows;
    expect(row).toMatchObject({
      state: "credited",
      attribution: "manual",
      attributionReason: REASON,
      investor: { id: bob.id, email: bob.email },
    });
    expect(await reconcile(h.database.db)).toMatchObject({
      credited: 400n * USDT,
      awaitingAttribution: 0n,
      balanced: true,
    });

    const again = await attribute(1, alice.email);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: `This payment is already credited to ${bob.email}. A payment is credited only once.`,
      code: "already_credited",
    });
    expect(await auditOf("payment_attributed")).toEqual([
      {
        actor_label: operator.email,
        actor_user_id: operator.id,
        subject: `${CHAIN}:${hash(1)}:0`,
        details: {
          email: bob.email,
          amountMicroUsdt: "400000000",
          creditedMicroUsdt: "400000000",
          reason: REASON,
        },
      },
    ]);
  });

  it("answers why an attribution is refused", async () => {
    await insertPayment(h.database.db, { n: 1, amount: 5n * USDT, finality: "pending" });
    await insertPayment(h.database.db, { n: 2, amount: 5n * USDT, finality: "orphaned" });
    await insertPayment(h.database.db, { n: 3, amount: 5n * USDT });
    await allocateFinalPayments(h.database.db);
    const refused = async (response: Response) => [response.status, await response.json()];

    expect(await refused(await attribute(3, "nobody@example.ge"))).toEqual([
      404,
      { error: "No account uses this e-mail address.", code: "no_such_account", field: "email" },
    ]);
    expect(await refused(await attribute(1, bob.email))).toEqual([
      409,
      {
        error: "This payment is not final yet. It can be attributed once its block is final.",
        code: "not_final",
      },
    ]);
    expect(await refused(await attribute(2, bob.email))).toMatchObject([409, { code: "orphaned" }]);
    expect(await refused(await attribute(99, bob.email))).toMatchObject([404, { code: "not_found" }]);
    const short = await postAs(
      h,
      "/api/admin/payments/attribute",
      { chainId: CHAIN, txHash: hash(3), logIndex: 0, email: bob.email, reason: "because" },
      operator,
    );
    expect(await refused(short)).toMatchObject([400, { field: "reason" }]);
    // Only operators: an investor cannot credit themselves.
    expect((await attribute(3, alice.email, alice)).status).toBe(403);
    // Nor can an operator: someone else's unproven payment is credited by another pair of eyes.
    expect(await refused(await attribute(3, operator.email.toUpperCase()))).toEqual([
      403,
      {
        error: "You cannot credit a payment to your own account: another operator must.",
        code: "own_account",
        field: "email",
      },
    ]);
    expect(await auditOf("payment_attributed")).toEqual([]);
    const [entry] = await rows<{ user_id: string | null }>(
      h,
      sql`select user_id from ledger_entries where tx_hash = ${hash(3)}`,
    );
    expect(entry?.user_id).toBeNull();
  });

  it("records a refund paid once, audited", async () => {
    await everyState(); // records the refund of payment 6
    const body = { chainId: CHAIN, txHash: hash(5), logIndex: 0, refundTxHash: REFUND_TX };
    const first = await postAs(h, "/api/admin/payments/refund-paid", body, operator);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "recorded", refundMicroUsdt: "50000000", to: wallet(1) });
    const second = await postAs(h, "/api/admin/payments/refund-paid", body, operator);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: `The refund of this payment is already recorded as paid (transaction ${REFUND_TX}).`,
      code: "already_recorded",
    });
    const none = await postAs(h, "/api/admin/payments/refund-paid", { ...body, txHash: hash(1) }, operator);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: "no_refund_due" });
    const badHash = await postAs(
      h,
      "/api/admin/payments/refund-paid",
      { ...body, refundTxHash: "0x12" },
      operator,
    );
    expect(badHash.status).toBe(400);
    expect((await auditOf("refund_paid")).map((r) => r.subject)).toEqual([
      `${CHAIN}:${hash(6)}:0`,
      `${CHAIN}:${hash(5)}:0`,
    ]);
    expect((await page("?state=refund_paid&sort=block&dir=asc")).rows.map((r) => r.refundPaidTxHash)).toEqual(
      [REFUND_TX, REFUND_TX],
    );
  });

  it("records a refund only when its transaction sent enough USDT from the sale wallet", async () => {
    await everyState(); // 20 of the 70 USDT refund are recorded for payment 6
    const body = { chainId: CHAIN, txHash: hash(5), logIndex: 0 };
    const send = (refundTxHash: string) =>
      postAs(h, "/api/admin/payments/refund-paid", { ...body, refundTxHash }, operator);

    const elsewhere = await send(NOT_FROM_SALE_WALLET);
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({
      error: "This transaction sent no USDT from the sale wallet.",
      field: "refundTxHash",
    });
    const unknown = await send(hash(424242));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });

    // Payment 5's 50 USDT fit in what remains of the 70; a payment due more would not.
    await insertPayment(h.database.db, { n: 7, from: wallet(1), amount: 30n * USDT });
    await allocateFinalPayments(h.database.db);
    expect((await send(REFUND_TX)).status).toBe(200);
    const short = await postAs(
      h,
      "/api/admin/payments/refund-paid",
      { chainId: CHAIN, txHash: hash(7), logIndex: 0, refundTxHash: REFUND_TX },
      operator,
    );
    expect(short.status).toBe(409);
    expect(await short.json()).toEqual({
      error:
        `This transaction sent 70.00 USDT from the sale wallet to ${wallet(1)}, which does not cover this refund of 30.00 USDT ` +
        "on top of 70.00 USDT of refunds already recorded with it to that address.",
      code: "refund_short",
      field: "refundTxHash",
    });
    expect((await auditOf("refund_paid")).map((r) => r.subject)).toEqual([
      `${CHAIN}:${hash(6)}:0`,
      `${CHAIN}:${hash(5)}:0`,
    ]);
  });
});
