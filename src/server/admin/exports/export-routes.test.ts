import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula } from "@/server/admin/exports/csv";
import { newsletterSubscribers } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { reconcile } from "@/server/ledger/reconcile";
import { rows, useAccountHarness } from "@/server/test/account-harness";
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
import { testEngines } from "@/server/test/test-database";
import { holdersCsvColumns, newsletterCsvColumns } from "@/shared/admin/exports";
import { parseUnits } from "@/shared/money/units";

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  return records;
}

async function download(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: spreadsheets then read UTF-8
  const [header, ...records] = parseCsv(new TextDecoder().decode(bytes));
  return { header, records, disposition: response.headers.get("content-disposition") };
}

describe("formula neutralisation", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+995 555", "'+995 555"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["Nino", "Nino"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j becomes %j", (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });
});

describe.each(testEngines)("operator CSV exports ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let dave: SignedIn;
  let carol: SignedIn;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    [alice, bob, carol, dave] = [
      await signedInInvestor(h, "alice"),
      await signedInInvestor(h, "bob"),
      await signedInInvestor(h, "carol"),
      await signedInInvestor(h, "dave"),
    ];
    const { db } = h.database;
    // A name typed at sign-up that a spreadsheet would run.
    await db.execute(
      sql`update "user" set first_name = ${'=HYPERLINK("http://evil.example","x")'}, last_name = ${"-2+3"}
          where id = ${dave.id}`,
    );
    await linkWallet(db, wallet(11), alice.id, false);
    await linkWallet(db, wallet(1), alice.id, true);
    await linkWallet(db, wallet(3), carol.id, true);
    await linkWallet(db, wallet(4), dave.id, true);
    await insertPayment(db, { n: 1, from: wallet(1), amount: 600n * USDT });
    await insertPayment(db, { n: 2, from: wallet(11), amount: 400_123_457n });
    await insertPayment(db, { n: 3, from: wallet(50), amount: 250n * USDT }); // an exchange: bob, by hand
    await insertPayment(db, { n: 4, from: wallet(4), amount: 140_000n * USDT }); // crosses the cap
    await insertPayment(db, { n: 5, from: wallet(3), amount: 10n * USDT }); // all above the cap: no tokens
    await insertPayment(db, { n: 6, from: wallet(1), amount: 5n * USDT, finality: "pending" });
    await allocateFinalPayments(db);
    const attributed = await postAs(
      h,
      "/api/admin/payments/attribute",
      {
        chainId: CHAIN,
        txHash: hash(3),
        logIndex: 0,
        email: bob.email,
        reason: "Exchange withdrawal, receipt on file.",
      },
      operator,
    );
    expect(attributed.status).toBe(200);

    await db.insert(newsletterSubscribers).values([
      { email: "first@example.ge", unsubscribeToken: "t1", createdAt: new Date(Date.UTC(2026, 0, 1)) },
      { email: "+tag@example.ge", unsubscribeToken: "t2", createdAt: new Date(Date.UTC(2026, 0, 2)) },
      {
        email: "gone@example.ge",
        unsubscribeToken: "t3",
        createdAt: new Date(Date.UTC(2026, 0, 3)),
        unsubscribedAt: new Date(Date.UTC(2026, 0, 4)),
      },
    ]);
  });

  const exportsAudit = () =>
    rows<{ action: string; subject: string; actor_label: string; details: Record<string, unknown> }>(
      h,
      sql`select action, subject, actor_label, details from audit_log where action like 'export_%' order by id`,
    );

  it("exports the holders exactly as the ledger credits them", async () => {
    const { header, records, disposition } = await download(
      await getAs(h, "/api/admin/exports/holders.csv", operator),
    );
    expect(disposition).toMatch(/^attachment; filename="pxl-holders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual([...holdersCsvColumns]);
    const byEmail = new Map(
      records.map((r) => [r[0] ?? "", Object.fromEntries(holdersCsvColumns.map((c, i) => [c, r[i] ?? ""]))]),
    );

    // The ledger's own sums, per user: the CSV must say the same, to the micro-unit.
    const ledger = await rows<{ email: string; tokens: string; invested: string }>(
      h,
      sql`select u.email, sum(l.tokens_micro_pxl)::text as tokens, sum(l.credited_micro_usdt)::text as invested
          from ledger_entries l join "user" u on u.id = l.user_id
          group by u.email having sum(l.tokens_micro_pxl) > 0`,
    );
    expect([...byEmail.keys()].sort()).toEqual(ledger.map((l) => l.email).sort());
    expect(ledger.map((l) => l.email)).not.toContain(carol.email); // only a refund due: not a holder
    for (const entry of ledger) {
      const row = byEmail.get(entry.email);
      expect(row?.tokens_micro_pxl).toBe(entry.tokens);
      expect(parseUnits(row?.tokens_pxl ?? "", 6)?.toString()).toBe(entry.tokens);
      expect(parseUnits(row?.invested_usdt ?? "", 6)?.toString()).toBe(entry.invested);
    }
    const credited = ledger.reduce((sum, l) => sum + BigInt(l.invested), 0n);
    expect(credited).toBe((await reconcile(h.database.db)).credited);

    expect(records[0]).toEqual([
      dave.email,
      '\'=HYPERLINK("http://evil.example","x")',
      "'-2+3",
      wallet(4),
      "217135.957031",
      "217135957031",
      "138749.876543",
      "none",
    ]);
    expect(byEmail.get(alice.email)).toMatchObject({
      primary_wallet: wallet(1),
      tokens_pxl: "1565.138430",
      invested_usdt: "1000.123457",
    });
    // Paid through an exchange and attributed by hand: no wallet to name.
    expect(byEmail.get(bob.email)).toMatchObject({ primary_wallet: "", invested_usdt: "250.000000" });

    const [audit] = (await exportsAudit()).filter((a) => a.action === "export_holders");
    expect(audit).toEqual({
      action: "export_holders",
      subject: "holders",
      actor_label: operator.email,
      details: { rows: 3 },
    });
  });

  it("exports the newsletter subscribers still subscribed, neutralised, one audit row per download", async () => {
    const before = (await exportsAudit()).length;
    const { header, records, disposition } = await download(
      await getAs(h, "/api/admin/exports/newsletter.csv", operator),
    );
    expect(disposition).toMatch(/^attachment; filename="pxl-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual([...newsletterCsvColumns]);
    expect(records).toEqual([
      ["first@example.ge", "2026-01-01T00:00:00.000Z"],
      ["'+tag@example.ge", "2026-01-02T00:00:00.000Z"],
    ]);
    await download(await getAs(h, "/api/admin/exports/newsletter.csv", operator));
    const after = await exportsAudit();
    expect(after.slice(before)).toEqual([
      {
        action: "export_newsletter",
        subject: "newsletter",
        actor_label: operator.email,
        details: { rows: 2 },
      },
      {
        action: "export_newsletter",
        subject: "newsletter",
        actor_label: operator.email,
        details: { rows: 2 },
      },
    ]);
  });

  it("gives no export to an investor, and audits nothing then", async () => {
    const before = (await exportsAudit()).length;
    expect((await getAs(h, "/api/admin/exports/holders.csv", alice)).status).toBe(403);
    expect((await getAs(h, "/api/admin/exports/newsletter.csv", null)).status).toBe(401);
    expect(await exportsAudit()).toHaveLength(before);
  });
});
