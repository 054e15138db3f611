import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "@/server/admin/audit-log";
import { encodeCursor } from "@/server/admin/keyset";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { countOf } from "@/server/test/account-harness";
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
  wallet,
} from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";
import { adminAuditPageSchema } from "@/shared/admin/audit";

describe.each(testEngines)("operator audit log ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  let investor: SignedIn;
  let refundTx: string;

  beforeAll(async () => {
    refundTx = await h.refundFromSaleWallet(20n * USDT, wallet(9));
    operator = await signedInOperator(h);
    investor = await signedInInvestor(h);
    await insertPayment(h.database.db, { n: 1, from: wallet(9), amount: 139_990n * USDT });
    await insertPayment(h.database.db, { n: 2, from: wallet(9), amount: 30n * USDT }); // 20 due back
    await allocateFinalPayments(h.database.db);
  });

  const page = async (query: string) => {
    const response = await getAs(h, `/api/admin/audit${query}`, operator);
    expect(response.status).toBe(200);
    return adminAuditPageSchema.parse(await response.json());
  };
  const auditRows = () => countOf(h, sql`select count(*) as n from audit_log`);

  it("writes exactly one audit row for each operator action", async () => {
    const actions: Array<[string, () => Response | Promise<Response>]> = [
      [
        "payment_attributed",
        () =>
          postAs(
            h,
            "/api/admin/payments/attribute",
            {
              chainId: CHAIN,
              txHash: hash(2),
              logIndex: 0,
              email: investor.email,
              reason: "Exchange withdrawal, receipt on file.",
            },
            operator,
          ),
      ],
      [
        "refund_paid",
        () =>
          postAs(
            h,
            "/api/admin/payments/refund-paid",
            { chainId: CHAIN, txHash: hash(2), logIndex: 0, refundTxHash: refundTx },
            operator,
          ),
      ],
      ["export_holders", () => getAs(h, "/api/admin/exports/holders.csv", operator)],
      ["export_newsletter", () => getAs(h, "/api/admin/exports/newsletter.csv", operator)],
    ];
    for (const [action, act] of actions) {
      const before = await auditRows();
      expect((await act()).status, action).toBe(200);
      expect(await auditRows(), action).toBe(before + 1);
      const [newest] = (await page("")).rows;
      expect(newest, action).toMatchObject({ action, actor: operator.email });
    }
    // Reading changes nothing: the tables themselves are not audited.
    const before = await auditRows();
    for (const path of ["overview", "payments", "investors", "audit"]) {
      expect((await getAs(h, `/api/admin/${path}`, operator)).status).toBe(200);
    }
    expect(await auditRows()).toBe(before);
  });

  it("filters by action, searches actor and subject, and sorts by time", async () => {
    const everything = await page("?pageSize=100");
    // The role granted to the operator (by the command line), then the four actions above; sign-ins
    // are audited too, between them.
    expect(everything.rows.map((r) => r.action).filter((a) => a !== "sign_in")).toEqual([
      "export_newsletter",
      "export_holders",
      "refund_paid",
      "payment_attributed",
      "role_granted",
    ]);
    const byAction = (action: string) => everything.rows.find((r) => r.action === action);
    expect(byAction("role_granted")).toMatchObject({
      actor: "command line",
      subject: operator.email,
      details: {},
    });
    expect(byAction("payment_attributed")).toMatchObject({
      actor: operator.email,
      subject: `${CHAIN}:${hash(2)}:0`,
      details: { email: investor.email, creditedMicroUsdt: "10000000", amountMicroUsdt: "30000000" },
    });

    const oldestFirst = await page("?dir=asc&pageSize=100");
    expect(oldestFirst.rows.map((r) => r.id)).toEqual([...everything.rows.map((r) => r.id)].reverse());
    expect((await page("?action=refund_paid")).rows.map((r) => r.details)).toEqual([
      {
        refundTxHash: refundTx,
        refundMicroUsdt: "20000000",
        to: wallet(9),
        sentToRecipientMicroUsdt: "20000000",
      },
    ]);
    expect((await page("?q=command%20LINE")).rows.map((r) => r.action)).toEqual(["role_granted"]);
    const aboutPayment = await page(`?q=${hash(2).slice(-8)}`);
    expect(aboutPayment.rows.map((r) => r.action)).toEqual(["refund_paid", "payment_attributed"]);
    expect(aboutPayment.total).toBe(2);
    expect((await getAs(h, "/api/admin/audit?action=deleted_everything", operator)).status).toBe(400);
  });

  it("pages in the database", async () => {
    for (let i = 0; i < 12; i++) {
      await recordAudit(
        h.database.db,
        { userId: null, label: "server" },
        { action: "export_holders", subject: `page-${i}` },
      );
    }
    const all = await page("?pageSize=100");
    const second = await page("?pageSize=10&page=2");
    expect(second.total).toBe(all.total);
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.slice(10, 20).map((r) => r.id));
    const filtered = await page("?action=export_holders&pageSize=10&page=2");
    expect(filtered.total).toBe(13);
    expect(filtered.rows).toHaveLength(3);
  });

  it("pages by cursor both ways over rows written in the same instant", async () => {
    // One statement, one now(): every row has the same time, so the id alone orders them.
    await h.database.db.execute(sql`
      insert into audit_log (actor_label, action, subject)
      select 'server', 'export_newsletter', 'same-instant-' || i from generate_series(1, 25) i`);
    for (const dir of ["desc", "asc"]) {
      const query = `?action=export_newsletter&dir=${dir}&pageSize=10`;
      const all = (await page(`?action=export_newsletter&dir=${dir}&pageSize=100`)).rows.map((r) => r.id);
      const pages = [await page(query)];
      for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor) {
        pages.push(await page(`${query}&page=${pages.length + 1}&cursor=${next}`));
      }
      expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(all);
      // 25 here and the newsletter export of the first test.
      expect(pages.map((p) => p.rows.length)).toEqual([10, 10, all.length - 20]);
      const back = await page(`${query}&page=2&cursor=${pages[2]?.prevCursor}`);
      expect(back.rows.map((r) => r.id)).toEqual(pages[1]?.rows.map((r) => r.id));
    }
  });

  it("refuses with 400 a cursor whose time is not one the table made, and takes any time it could hold", async () => {
    const cursor = (key: string[]) => encodeCursor("next", key);
    for (const at of [
      "2026-13-45 10:00:00+00",
      "2026-01-01 10:00:00+99",
      "2026-01-01 10:00:00+00",
      "999999999999999999",
      "1.5",
    ]) {
      const response = await getAs(h, `/api/admin/audit?cursor=${cursor([at, "1"])}`, operator);
      expect({ at, status: response.status, body: await response.json() }).toEqual({
        at,
        status: 400,
        body: {
          error: "This page link is not valid: go back to the first page.",
          code: "invalid",
          field: "cursor",
        },
      });
    }
    // The furthest times a key may name, either way, are within what timestamptz holds.
    for (const at of ["99999999999999999", "-99999999999999999", "0"]) {
      for (const dir of ["asc", "desc"]) {
        const response = await getAs(h, `/api/admin/audit?dir=${dir}&cursor=${cursor([at, "1"])}`, operator);
        expect({ at, dir, status: response.status }).toEqual({ at, dir, status: 200 });
      }
    }
  });
});
