import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/server/admin/keyset";
import { kycSubmissions } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { createUser, emailFor, useAccountHarness } from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import {
  getAs,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { type AdminInvestorRow, adminInvestorsPageSchema } from "@/shared/admin/investors";
import { microTokensForAmount } from "@/shared/sale/rules";

const kyc = (userId: string, status: "pending" | "verified" | "rejected", day: number) =>
  kycSubmissionRow(userId, status, day, "Test Person");

describe.each(testEngines)("operator investors table ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  let operator: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    operator = await signedInOperator(h);
    alice = await signedInInvestor(h, "alice");
    bob = await signedInInvestor(h, "bob");
    await createUser(h, emailFor("unconfirmed"), { verified: false });
    const { db } = h.database;
    const rename = (id: string, first: string, last: string, joined: number) =>
      db.execute(
        sql`update "user" set first_name = ${first}, last_name = ${last},
            created_at = ${new Date(Date.UTC(2026, 0, joined)).toISOString()} where id = ${id}`,
      );
    await rename(operator.id, "Oto", "Abashidze", 1);
    await rename(alice.id, "Alice", "Zhvania", 2);
    await rename(bob.id, "Bob", "Kapanadze", 3);

    // Alice: two wallets (the primary first), credited 1,000 USDT in two payments; verified.
    await linkWallet(db, wallet(11), alice.id, false);
    await linkWallet(db, wallet(1), alice.id, true);
    await insertPayment(db, { n: 1, from: wallet(1), amount: 600n * USDT });
    await insertPayment(db, { n: 2, from: wallet(11), amount: 400n * USDT });
    // Bob: one wallet, 250 USDT; rejected, then pending again.
    await linkWallet(db, wallet(2), bob.id, true);
    await insertPayment(db, { n: 3, from: wallet(2), amount: 250n * USDT });
    await allocateFinalPayments(db);
    await db
      .insert(kycSubmissions)
      .values([kyc(alice.id, "verified", 1), kyc(bob.id, "rejected", 1), kyc(bob.id, "pending", 2)]);
  });

  const page = async (query: string) => {
    const response = await getAs(h, `/api/admin/investors${query}`, operator);
    expect(response.status).toBe(200);
    return adminInvestorsPageSchema.parse(await response.json());
  };
  const emails = (list: AdminInvestorRow[]) => list.map((r) => r.email);

  it("lists confirmed accounts with KYC status, wallets, tokens, invested and role", async () => {
    const all = await page("?sort=joined&dir=asc");
    expect(all.total).toBe(3);
    expect(all.rows).toEqual([
      {
        id: operator.id,
        email: operator.email,
        firstName: "Oto",
        lastName: "Abashidze",
        country: "Georgia",
        joinedAt: "2026-01-01T00:00:00.000Z",
        kycStatus: "none",
        wallets: [],
        tokensMicroPxl: "0",
        investedMicroUsdt: "0",
        isOperator: true,
      },
      {
        id: alice.id,
        email: alice.email,
        firstName: "Alice",
        lastName: "Zhvania",
        country: "Georgia",
        joinedAt: "2026-01-02T00:00:00.000Z",
        kycStatus: "verified",
        wallets: [
          { address: wallet(1), isPrimary: true },
          { address: wallet(11), isPrimary: false },
        ],
        // The sum of the entries, each rounded down on its own, as the ledger credited them.
        tokensMicroPxl: (microTokensForAmount(600n * USDT) + microTokensForAmount(400n * USDT)).toString(),
        investedMicroUsdt: "1000000000",
        isOperator: false,
      },
      {
        id: bob.id,
        email: bob.email,
        firstName: "Bob",
        lastName: "Kapanadze",
        country: "Georgia",
        joinedAt: "2026-01-03T00:00:00.000Z",
        kycStatus: "pending",
        wallets: [{ address: wallet(2), isPrimary: true }],
        tokensMicroPxl: microTokensForAmount(250n * USDT).toString(),
        investedMicroUsdt: "250000000",
        isOperator: false,
      },
    ]);
  });

  it("sorts, filters by KYC status and searches name, e-mail and wallet", async () => {
    expect(emails((await page("")).rows)).toEqual([bob.email, alice.email, operator.email]); // newest first
    expect(emails((await page("?sort=tokens&dir=desc")).rows)).toEqual([
      alice.email,
      bob.email,
      operator.email,
    ]);
    expect(emails((await page("?sort=invested&dir=asc")).rows)).toEqual([
      operator.email,
      bob.email,
      alice.email,
    ]);
    expect(emails((await page("?sort=name&dir=asc")).rows)).toEqual([operator.email, bob.email, alice.email]);
    expect(emails((await page("?sort=email&dir=asc")).rows)).toEqual(
      [operator.email, alice.email, bob.email].sort(),
    );

    expect(emails((await page("?kyc=verified")).rows)).toEqual([alice.email]);
    expect(emails((await page("?kyc=pending")).rows)).toEqual([bob.email]);
    expect(emails((await page("?kyc=none")).rows)).toEqual([operator.email]);
    expect((await page("?kyc=rejected")).total).toBe(0);

    expect(emails((await page(`?q=${wallet(11).slice(-5)}`)).rows)).toEqual([alice.email]);
    expect(emails((await page("?q=bob%20kapa")).rows)).toEqual([bob.email]);
    expect(emails((await page(`?q=${encodeURIComponent(operator.email.toUpperCase())}`)).rows)).toEqual([
      operator.email,
    ]);
    expect((await page("?q=_")).total).toBe(0);
    expect((await getAs(h, "/api/admin/investors?sort=wallet", operator)).status).toBe(400);
  });

  it("pages in the database", async () => {
    await insertUsers(
      h.database.db,
      Array.from({ length: 12 }, (_, i) => `paged-${String(i).padStart(2, "0")}`),
    );
    const second = await page("?sort=email&dir=asc&pageSize=10&page=2");
    expect(second).toMatchObject({ total: 15, page: 2, pageSize: 10 });
    const everyone = [
      ...Array.from({ length: 12 }, (_, i) => `paged-${String(i).padStart(2, "0")}@example.ge`),
      operator.email,
      alice.email,
      bob.email,
    ].sort();
    expect(emails(second.rows)).toEqual(everyone.slice(10));
  });

  it("pages by tokens with cursors both ways, ties broken by id (after the test above: 15 investors)", async () => {
    const first = await page("?sort=tokens&dir=desc&pageSize=10");
    expect(first).toMatchObject({ total: 15, prevCursor: null });
    // Alice and Bob hold tokens; the other 13 hold none and follow in id order, descending.
    const zeros = first.rows.slice(2).map((r) => r.id);
    expect(first.rows.slice(0, 2).map((r) => r.id)).toEqual([alice.id, bob.id]);
    expect(zeros).toEqual([...zeros].sort().reverse());
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await page(`?sort=tokens&dir=desc&pageSize=10&page=2&cursor=${first.nextCursor}`);
    expect(second.rows).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(15);
    expect(ids.slice(2)).toEqual([...ids.slice(2)].sort().reverse());

    const back = await page(`?sort=tokens&dir=desc&pageSize=10&page=1&cursor=${second.prevCursor}`);
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(back.prevCursor).toBeNull();

    const up = await page("?sort=tokens&dir=asc&pageSize=10");
    const upNext = await page(`?sort=tokens&dir=asc&pageSize=10&page=2&cursor=${up.nextCursor}`);
    expect([...up.rows, ...upNext.rows].map((r) => r.id)).toEqual([...ids].reverse());
    // A cursor the table could not have made is refused: the page link is not valid.
    expect(
      (await getAs(h, "/api/admin/investors?sort=tokens&cursor=bm90LWEtY3Vyc29y", operator)).status,
    ).toBe(400);
  });

  it("refuses with 400 a cursor whose id has characters no account id has", async () => {
    const cursor = (key: string[]) => encodeCursor("next", key);
    for (const id of ["\u0000", "a\u0000b", "x y", ""]) {
      const query = `sort=tokens&cursor=${cursor(["1", id])}`;
      const response = await getAs(h, `/api/admin/investors?${query}`, operator);
      expect({ id, status: response.status, body: await response.json() }).toEqual({
        id,
        status: 400,
        body: {
          error: "This page link is not valid: go back to the first page.",
          code: "invalid",
          field: "cursor",
        },
      });
    }
    // The id of a real account (Better Auth's letters and digits) still pages.
    const response = await getAs(
      h,
      `/api/admin/investors?sort=tokens&cursor=${cursor(["1", alice.id])}`,
      operator,
    );
    expect(response.status).toBe(200);
  });
});
