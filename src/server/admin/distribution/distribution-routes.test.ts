import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { kycSubmissions } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { rows, useAccountHarness } from "@/server/test/account-harness";
import { markPublished } from "@/server/test/distribution-fixtures";
import {
  chainReadThrough,
  getAs,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  postAs,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { distributionPreviewSchema } from "@/shared/admin/distribution";
import { roundCsvColumns, roundDetailSchema, roundListSchema } from "@/shared/admin/distribution-rounds";
import { dividendPreviewSchema } from "@/shared/admin/dividends";
import { dividendPool } from "@/shared/distribution/dividend-shares";
import { roundCsvClaimColumns } from "@/shared/distribution/round-holders";
import { parseUnits } from "@/shared/money/units";

const REASON = "H1 2026 accounts, audited report AR-2026-1.";

/** The CSV's records (no quoted commas or line breaks in these cells), the byte order mark dropped. */
async function csvOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const [header, ...records] = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n")
    .map((line) => line.split(","));
  return {
    header,
    records: records.map((r) => Object.fromEntries((header ?? []).map((c, i) => [c, r[i] ?? ""]))),
  };
}

describe.each(testEngines)("distribution and dividend API ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    bob = await signedInInvestor(h, "bob");
    const { db } = h.database;
    await linkWallet(db, wallet(1), alice.id, true);
    await linkWallet(db, wallet(2), bob.id, false);
    await db.insert(kycSubmissions).values(kycSubmissionRow(alice.id, "verified", 1));
    await insertPayment(db, {
      n: 1,
      from: wallet(1),
      amount: 1_234_567_891n,
      time: new Date("2026-02-01T00:00:00Z"),
    });
    await insertPayment(db, {
      n: 2,
      from: wallet(2),
      amount: 300n * USDT,
      time: new Date("2026-04-01T00:00:00Z"),
    });
    await allocateFinalPayments(db);
  });

  const dividendPreview = (body: unknown, who: SignedIn | null = operator) =>
    postAs(h, "/api/admin/dividends/preview", body, who);

  it("previews the PXL round for operators only", async () => {
    const response = await getAs(h, "/api/admin/distribution/preview", operator);
    expect(response.status).toBe(200);
    const preview = distributionPreviewSchema.parse(await response.json());
    expect(preview.eligible.map((e) => [e.email, e.account])).toEqual([[alice.email, getAddress(wallet(1))]]);
    expect(preview.excluded.map((e) => [e.email, e.reasons])).toEqual([
      [bob.email, ["kyc_missing", "no_wallet"]],
    ]);
    expect((await getAs(h, "/api/admin/distribution/preview", alice)).status).toBe(403);
    expect((await getAs(h, "/api/admin/distribution/preview", null)).status).toBe(401);
  });

  it("plans no dividend until the payments are read through the record date: a 409 that says so, nothing saved", async () => {
    const { db } = h.database;
    const body = { period: "2026-H1", profit: "1000", reason: REASON };
    const refused = async (error: string) => {
      for (const path of ["/api/admin/dividends/preview", "/api/admin/dividends/rounds"]) {
        const response = await postAs(h, path, body, operator);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ error, code: "chain_not_read_through_record_date" });
      }
      expect(await rows(h, sql`select id from distribution_rounds where kind = 'dividend'`)).toEqual([]);
    };
    const later =
      "the H1 2026 record date is 30 Jun 2026, 23:59:59 UTC. The dividend can be planned once the payments are read past it.";
    // No indexer ever ran: nothing is known of the chain.
    await refused(`The chain has not been read yet; ${later}`);
    // The indexer lags (an outage, a catch-up): a payment on 30 June evening may not be stored yet.
    await chainReadThrough(db, new Date("2026-06-30T18:00:00Z"));
    await refused(`The chain is read through 30 Jun 2026, 18:00:00 UTC; ${later}`);
    // It reads a final block of 1 July: every block up to the record date is read.
    await chainReadThrough(db, new Date("2026-07-01T00:00:03Z"));
    expect((await dividendPreview(body)).status).toBe(200);
  });

  it("previews a closed period's dividend with every holder's share and the remainder", async () => {
    const response = await dividendPreview({ period: "2026-h1", profit: "250,000.000009", reason: REASON });
    expect(response.status).toBe(200);
    const preview = dividendPreviewSchema.parse(await response.json());
    const profit = parseUnits("250000.000009", 6) ?? 0n;
    expect(preview).toMatchObject({ period: "2026-H1", profitMicroUsdt: profit.toString() });
    expect(preview.poolMicroUsdt).toBe(dividendPool(profit).toString());
    expect(preview.holders.map((holder) => holder.email)).toEqual([alice.email, bob.email]);
    const shares = preview.holders.reduce((sum, holder) => sum + BigInt(holder.shareMicroUsdt), 0n);
    expect(shares + BigInt(preview.totals.remainderMicroUsdt)).toBe(BigInt(preview.poolMicroUsdt));
  });

  it.each([
    [{ period: "2026-H3", profit: "1000", reason: REASON }, "period", "Choose the half-year, e.g. 2026-H1."],
    [
      { period: "2099-H1", profit: "1000", reason: REASON },
      "period",
      "2099-H1 has not closed yet: its dividend can be announced from 2099-07-01.",
    ],
    [
      { period: "2025-H2", profit: "1000", reason: REASON },
      "period",
      "Dividends start with 2026-H1: 2025-H2 has none.",
    ],
    [
      { period: "2026-H1", profit: "0", reason: REASON },
      "profit",
      "A dividend needs a profit of more than 0 USDT.",
    ],
    [
      { period: "2026-H1", profit: "-5", reason: REASON },
      "profit",
      expect.stringMatching(/^Enter the period's profit in USDT/),
    ],
    [
      { period: "2026-H1", profit: 1000, reason: REASON },
      "profit",
      expect.stringMatching(/^Enter the period's profit in USDT/),
    ],
    [
      { period: "2026-H1", profit: "1.0000001", reason: REASON },
      "profit",
      expect.stringMatching(/at most 6 decimals/),
    ],
    [{ period: "2026-H1", profit: "0.000009", reason: REASON }, "profit", expect.stringMatching(/too small/)],
    [
      { period: "2026-H1", profit: "1000", reason: "short" },
      "reason",
      expect.stringMatching(/at least 10 characters/),
    ],
    [{ period: "2026-H1", profit: "1000" }, "reason", expect.stringMatching(/Say why/)],
  ])("refuses %j with 400 naming %s", async (body, field, error) => {
    for (const path of ["/api/admin/dividends/preview", "/api/admin/dividends/rounds"]) {
      const response = await postAs(h, path, body, operator);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, code: "invalid", field });
    }
  });

  it("saves drafts of both kinds, audited; lists them, reads them and exports them at full precision", async () => {
    const pxl = await postAs(
      h,
      "/api/admin/distribution/rounds",
      { reason: "First distribution, board decision B-12." },
      operator,
    );
    expect(pxl.status).toBe(201);
    const pxlRound = (await pxl.json()) as { id: string; entries: number; totalAmount: string };
    const dividend = await postAs(
      h,
      "/api/admin/dividends/rounds",
      { period: "2026-H1", profit: "250000", reason: REASON },
      operator,
    );
    expect(dividend.status).toBe(201);
    const dividendRound = (await dividend.json()) as { id: string };

    const audit = await rows<{ action: string; actor_label: string; details: Record<string, unknown> }>(
      h,
      sql`select action, actor_label, details from audit_log where action in ('distribution_round_saved', 'dividend_round_saved') order by id`,
    );
    expect(audit.map((a) => [a.action, a.actor_label, a.details.roundId])).toEqual([
      ["distribution_round_saved", operator.email, pxlRound.id],
      ["dividend_round_saved", operator.email, dividendRound.id],
    ]);

    const list = roundListSchema.parse(
      await (await getAs(h, "/api/admin/dividends/rounds", operator)).json(),
    );
    expect(list.rounds.map((r) => [r.id, r.status, r.period, r.entries])).toEqual([
      [dividendRound.id, "draft", "2026-H1", 2],
    ]);
    const detail = roundDetailSchema.parse(
      await (await getAs(h, `/api/admin/distribution/rounds/${pxlRound.id}`, operator)).json(),
    );
    expect(detail).toMatchObject({
      kind: "pxl",
      status: "draft",
      totalAmount: pxlRound.totalAmount,
      entries: 1,
    });
    // A round is read only under its own kind; a malformed id is simply not found.
    expect((await getAs(h, `/api/admin/dividends/rounds/${pxlRound.id}`, operator)).status).toBe(404);
    expect((await getAs(h, "/api/admin/dividends/rounds/not-a-round", operator)).status).toBe(404);

    const { header, records } = await csvOf(
      await getAs(h, `/api/admin/distribution/rounds/${pxlRound.id}/entries.csv`, operator),
    );
    // A draft has no claims yet: their columns are there, empty.
    expect(header).toEqual([...roundCsvColumns, ...roundCsvClaimColumns]);
    expect(records).toHaveLength(1);
    const [entry] = detail.entryList;
    expect(records[0]).toMatchObject({
      email: alice.email,
      account: getAddress(wallet(1)),
      amount_base_units: entry?.amount,
      cumulative_amount_base_units: entry?.cumulativeAmount,
      claimed: "",
      unclaimed_base_units: "",
    });
    expect(parseUnits(records[0]?.amount ?? "", 18)?.toString()).toBe(entry?.amount);
    expect(records[0]?.amount).toMatch(/^\d+\.\d{18}$/);

    const dividendCsv = await csvOf(
      await getAs(h, `/api/admin/dividends/rounds/${dividendRound.id}/entries.csv`, operator),
    );
    const bobRow = dividendCsv.records.find((r) => r.email === bob.email);
    expect(bobRow).toMatchObject({ account: "", period: "2026-H1" });
    expect(bobRow?.amount).toMatch(/^\d+\.\d{6}$/);
    const exports = await rows<{ subject: string }>(
      h,
      sql`select subject from audit_log where action = 'export_round' order by id`,
    );
    expect(exports.map((e) => e.subject)).toEqual([
      `PXL round ${pxlRound.id}`,
      `Dividend 2026-H1 ${dividendRound.id}`,
    ]);

    // Once the period's dividend is published, it gets no second draft.
    await markPublished(h.database.db, dividendRound.id);
    const again = await postAs(
      h,
      "/api/admin/dividends/rounds",
      { period: "2026-H1", profit: "1", reason: REASON },
      operator,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "The 2026-H1 dividend is already published: a period is paid once.",
      code: "period_published",
    });

    // Investors see none of it.
    expect(
      (await getAs(h, `/api/admin/dividends/rounds/${dividendRound.id}/entries.csv`, alice)).status,
    ).toBe(403);
    expect(
      (await postAs(h, "/api/admin/distribution/rounds", { reason: "An investor trying this." }, alice))
        .status,
    ).toBe(403);
  });
});
