import { sql } from "drizzle-orm";
import type { Hash } from "viem";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { createIndexer } from "@/server/payments/indexer";
import { createUser, emailFor, sessionCookie, signIn } from "@/server/test/account-harness";
import { linkWalletOverApi } from "@/server/test/link-wallet-over-api";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";
import { type Portfolio, portfolioSchema } from "@/shared/portfolio/portfolio-schema";

const USDT = 1_000_000n;

describe.each(testEngines)("GET /api/portfolio with payments on a local chain, on $engine", ({ engine }) => {
  const h = usePaymentsHarness(engine);

  const demo = (n: number) => h.demo(n);
  const db = () => h.database.db;

  async function signedIn() {
    const email = emailFor("investor");
    const { id } = await createUser(h, email);
    return { id, cookie: sessionCookie(await signIn(h, email)) };
  }

  async function linkWallet(cookie: string, n: number) {
    expect((await linkWalletOverApi(h.api, cookie, demo(n).privateKey)).status).toBe(201);
  }

  /** One indexer tick; with `final`, after mining past the finality depth, then the ledger's allocation. */
  async function index({ final }: { final: boolean }) {
    if (final) await h.chain.mine(2);
    await createIndexer({
      db: db(),
      client: h.chain.client,
      chainId: h.chain.chain.chainId,
      usdt: h.chain.chain.usdt,
      saleWallet: h.chain.chain.saleWallet,
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    }).tick();
    if (final) await allocateFinalPayments(db());
  }

  const pay = async (n: number, usdt: bigint): Promise<Hash> =>
    (await h.chain.transfer(demo(n), h.chain.chain.saleWallet, usdt * USDT)).transactionHash;

  async function portfolioOf(cookie: string): Promise<Portfolio> {
    const response = await h.api.call("/api/portfolio", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    return portfolioSchema.parse(await response.json());
  }

  const statusOf = (portfolio: Portfolio, hash: string) =>
    portfolio.payments.find((p) => p.txHash === hash.toLowerCase())?.status;

  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  const hashes = {} as Record<"first" | "second" | "bob" | "manual" | "unattributed" | "orphan", Hash>;

  it("refuses the signed-out", async () => {
    expect((await h.api.call("/api/portfolio")).status).toBe(401);
  });

  it("shows a new investor nothing, zero totals and KYC not submitted", async () => {
    alice = await signedIn();
    bob = await signedIn();
    const portfolio = await portfolioOf(alice.cookie);
    expect(portfolio).toEqual({
      kycStatus: "not_submitted",
      payments: [],
      totals: {
        tokensMicroPxl: "0",
        investedMicroUsdt: "0",
        pendingMicroUsdt: "0",
        refundDueMicroUsdt: "0",
        averagePriceMicroUsdt: null,
        priceMicroUsdt: "639000",
        valueMicroUsdt: "0",
        profitMicroUsdt: "0",
        profitPercentHundredths: "0",
        ownershipPercent: "0.0000",
      },
    });
  });

  it("shows a payment from a linked wallet as pending until final, then credited with its tokens and price", async () => {
    await linkWallet(alice.cookie, 0);
    hashes.first = await pay(0, 250n);
    await index({ final: false });
    const seen = await portfolioOf(alice.cookie);
    expect(seen.payments).toHaveLength(1);
    expect(seen.payments[0]).toMatchObject({
      txHash: hashes.first.toLowerCase(),
      fromAddress: demo(0).address.toLowerCase(),
      amountMicroUsdt: "250000000",
      status: "pending",
      tokensMicroPxl: null,
      pricePerTokenMicroUsdt: null,
    });
    expect(seen.totals).toMatchObject({
      pendingMicroUsdt: "250000000",
      investedMicroUsdt: "0",
      tokensMicroPxl: "0",
    });

    await index({ final: true });
    const credited = await portfolioOf(alice.cookie);
    expect(credited.payments[0]).toMatchObject({
      status: "verified",
      creditedMicroUsdt: "250000000",
      refundDueMicroUsdt: "0",
      tokensMicroPxl: "391236306", // floor(250 / 0.639 * 10^6)
      pricePerTokenMicroUsdt: "639000",
    });
    expect(credited.totals).toMatchObject({
      tokensMicroPxl: "391236306",
      investedMicroUsdt: "250000000",
      pendingMicroUsdt: "0",
      averagePriceMicroUsdt: "639000",
      valueMicroUsdt: "250000000", // 249.9999995 rounded to the micro-USDT
      profitMicroUsdt: "0",
      ownershipPercent: "0.0035", // 391.236306 / 1,095,000 x 10 = 0.00357...%
    });
  });

  it("sums several payments to the micro-unit, newest first", async () => {
    hashes.second = await pay(0, 100n);
    await index({ final: true });
    const portfolio = await portfolioOf(alice.cookie);
    expect(portfolio.payments.map((p) => p.txHash)).toEqual([
      hashes.second.toLowerCase(),
      hashes.first.toLowerCase(),
    ]);
    expect(portfolio.payments[0]?.tokensMicroPxl).toBe("156494522"); // floor(100 / 0.639 * 10^6)
    expect(portfolio.totals).toMatchObject({
      tokensMicroPxl: "547730828",
      investedMicroUsdt: "350000000",
      averagePriceMicroUsdt: "639000",
      valueMicroUsdt: "349999999", // 547.730828 x 0.639 = 349.999999092
      profitMicroUsdt: "-1",
      profitPercentHundredths: "0",
      ownershipPercent: "0.0050",
    });
  });

  it("never lists another user's payments, and lists a payment credited by hand", async () => {
    await linkWallet(bob.cookie, 3);
    hashes.bob = await pay(3, 40n);
    hashes.manual = await pay(1, 10n); // from a wallet nobody linked: awaits attribution
    await index({ final: true });

    const bobs = await portfolioOf(bob.cookie);
    expect(bobs.payments.map((p) => p.txHash)).toEqual([hashes.bob.toLowerCase()]);
    expect(bobs.totals.investedMicroUsdt).toBe("40000000");
    const before = await portfolioOf(alice.cookie);
    expect(statusOf(before, hashes.bob)).toBeUndefined();
    expect(statusOf(before, hashes.manual)).toBeUndefined();

    // An operator attributes the exchange withdrawal to Alice.
    await h.database.db.execute(
      sql`update ledger_entries set user_id = ${alice.id}, attribution = 'manual', attributed_at = now(),
            attribution_reason = 'Exchange withdrawal, confirmed by the investor'
          where tx_hash = ${hashes.manual.toLowerCase()}`,
    );
    const after = await portfolioOf(alice.cookie);
    expect(statusOf(after, hashes.manual)).toBe("verified");
    expect(after.totals.investedMicroUsdt).toBe("360000000");
    expect(after.totals.tokensMicroPxl).toBe(String(547730828n + (10n * USDT * USDT) / 639000n));
    expect((await portfolioOf(bob.cookie)).payments).toHaveLength(1);
  });

  it("shows a final payment from the user's wallet that is not attributed yet as available to claim", async () => {
    hashes.unattributed = await pay(2, 5n);
    await index({ final: true });
    expect(statusOf(await portfolioOf(alice.cookie), hashes.unattributed)).toBeUndefined();
    // The wallet became Alice's without the attribution that linking does (e.g. it ran before the entry existed).
    await h.database.db.execute(
      sql`insert into wallet_links (address, user_id) values (${demo(2).address.toLowerCase()}, ${alice.id})`,
    );
    const portfolio = await portfolioOf(alice.cookie);
    expect(portfolio.payments.find((p) => p.txHash === hashes.unattributed.toLowerCase())).toMatchObject({
      status: "unverified",
      tokensMicroPxl: null,
      creditedMicroUsdt: null,
    });
    // Not credited: the totals are unchanged.
    expect(portfolio.totals.investedMicroUsdt).toBe("360000000");
  });

  it("hides orphaned payments", async () => {
    hashes.orphan = await pay(0, 7n);
    await index({ final: false });
    expect(statusOf(await portfolioOf(alice.cookie), hashes.orphan)).toBe("pending");
    await h.database.db.execute(
      sql`update payments set finality = 'orphaned' where tx_hash = ${hashes.orphan.toLowerCase()}`,
    );
    const portfolio = await portfolioOf(alice.cookie);
    expect(statusOf(portfolio, hashes.orphan)).toBeUndefined();
    expect(portfolio.totals.pendingMicroUsdt).toBe("0");
  });

  it("reports the latest KYC submission's status", async () => {
    const submit = (status: string, at: string) =>
      h.database.db.execute(
        sql`insert into kyc_submissions (user_id, status, full_name, date_of_birth, nationality, address, city,
                                         postal_code, document_type, document_number, expiry_date, submitted_at)
            values (${bob.id}, ${status}, 'Bob Investor', '1990-01-01', 'GE', 'Rustaveli 1', 'Tbilisi', '0105',
                    'passport', 'P1234567', '2030-01-01', ${at})`,
      );
    await submit("rejected", "2026-01-01T10:00:00Z");
    expect((await portfolioOf(bob.cookie)).kycStatus).toBe("rejected");
    await submit("pending", "2026-01-02T10:00:00Z");
    expect((await portfolioOf(bob.cookie)).kycStatus).toBe("pending");
    await h.database.db.execute(sql`update kyc_submissions set status = 'verified' where status = 'pending'`);
    expect((await portfolioOf(bob.cookie)).kycStatus).toBe("verified");
    expect((await portfolioOf(alice.cookie)).kycStatus).toBe("not_submitted");
    expect(
      await queryRows(h.database.db, sql`select 1 from kyc_submissions where user_id = ${alice.id}`),
    ).toEqual([]);
  });
});
