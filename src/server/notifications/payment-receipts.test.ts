import { sql } from "drizzle-orm";
import type { Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runIndexerWhenLeader } from "@/server/payments/indexer-runner";
import {
  countOf,
  createUser,
  emailFor,
  expectNoMailTo,
  sessionCookie,
  signIn,
} from "@/server/test/account-harness";
import { linkWalletOverApi } from "@/server/test/link-wallet-over-api";
import { signedInOperator } from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";

const USDT = 1_000_000n;

/**
 * The receipt of a credited payment, over the real wiring: a local chain, the indexer as the server
 * runs it, the API's claim, wallet link and manual attribution, a real SMTP server. Whatever path
 * credits a payment, its owner gets exactly one receipt.
 */
describe.each(testEngines)("receipts of credited payments ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  let indexer: ReturnType<typeof runIndexerWhenLeader>;
  beforeAll(async () => {
    indexer = runIndexerWhenLeader({
      database: h.database,
      chain: { ...h.target, startBlock: 0n, finality: { kind: "depth", blocks: 2n } },
      intervalMs: 100,
    });
    await indexer.started;
  });
  afterAll(async () => {
    indexer.stop();
    // Before the harness closes the database: nothing may still be writing to it.
    await h.api.services.settled();
  });

  const investor = async () => {
    const user = await createUser(h, emailFor("investor"));
    return { ...user, cookie: sessionCookie(await signIn(h, user.email)) };
  };
  const demo = (n: number) => h.demo(n);
  /** Pays the sale wallet and mines the blocks that make the payment final. */
  const pay = async (n: number, amount: bigint) => {
    const receipt = await h.chain.transfer(demo(n), h.chain.chain.saleWallet, amount);
    await h.chain.mine(2);
    return { txHash: receipt.transactionHash, logIndex: receipt.logs[0]?.logIndex ?? 0 };
  };
  const ledgerEntry = (txHash: Hex) =>
    countOf(h, sql`select count(*) as n from ledger_entries where tx_hash = ${txHash.toLowerCase()}`);
  const receiptsTo = (email: string) => h.smtp.to(email).filter((m) => m.subject.startsWith("Receipt:"));
  /** Everything that could send a receipt again: every ledger event delivered once more (a crashed instance's lease lapsed). */
  const syncAgain = async () => {
    await h.database.db.execute(sql`update ledger_events set handled_at = null, lease_until = null`);
    await h.api.services.settled();
  };

  it("sends the receipt when the indexer credits a payment from a linked wallet, once", async () => {
    const payer = await investor();
    expect((await linkWalletOverApi(h.api, payer.cookie, demo(0).privateKey)).status).toBe(201);
    const mail = h.smtp.next(payer.email, 15_000);
    const { txHash } = await pay(0, 250n * USDT);

    const receipt = await mail;
    expect(receipt.subject).toBe("Receipt: 391.23 PXL, payment verified");
    expect(receipt.text).toContain(`Transaction hash: ${txHash}`);
    // The demo chain has Arbitrum's chain id, but no block explorer shows its transactions.
    expect(receipt.text).not.toContain("arbiscan");
    await syncAgain();
    await expectNoMailTo(h.smtp, payer.email, 2); // the confirmation and the receipt
  });

  it("sends one receipt when a claim by hash and the indexer credit the same payment", async () => {
    const payer = await investor();
    expect((await linkWalletOverApi(h.api, payer.cookie, demo(1).privateKey)).status).toBe(201);
    const mail = h.smtp.next(payer.email, 15_000);
    const { txHash } = await pay(1, 100n * USDT);
    const claim = () =>
      h.api.postJson("/api/payments/claim", { hash: txHash }, { headers: { cookie: payer.cookie } });
    // Processing (the claim reads the chain's own finality) or credited, whichever comes first.
    expect([200, 202]).toContain((await claim()).status);

    expect((await mail).text).toContain("Amount credited: 100.00 USDT");
    expect(await (await claim()).json()).toEqual({ status: "already_yours" });
    await syncAgain();
    expect(receiptsTo(payer.email)).toHaveLength(1);
  });

  it("sends the receipt when linking the sender credits a payment that awaited attribution", async () => {
    const { txHash } = await pay(2, 10n * USDT);
    await expect.poll(() => ledgerEntry(txHash), { timeout: 15_000 }).toBe(1);
    const payer = await investor();
    await expectNoMailTo(h.smtp, payer.email, 1);

    const mail = h.smtp.next(payer.email, 15_000);
    const linked = await linkWalletOverApi(h.api, payer.cookie, demo(2).privateKey);
    expect(await linked.json()).toMatchObject({ status: "linked", attributed: 1 });
    expect((await mail).text).toContain("Amount credited: 10.00 USDT");
    await syncAgain();
    expect(receiptsTo(payer.email)).toHaveLength(1);
  });

  it("sends the receipt when an operator attributes a payment by hand", async () => {
    const { txHash, logIndex } = await pay(3, 20n * USDT);
    await expect.poll(() => ledgerEntry(txHash), { timeout: 15_000 }).toBe(1);
    const payer = await createUser(h, emailFor("exchange"));
    const { cookie } = await signedInOperator(h);

    const mail = h.smtp.next(payer.email, 15_000);
    const attributed = await h.api.postJson(
      "/api/admin/payments/attribute",
      {
        chainId: h.chain.chain.chainId,
        txHash,
        logIndex,
        email: payer.email,
        reason: "Withdrawn from an exchange; the investor sent the withdrawal record.",
      },
      { headers: { cookie } },
    );
    expect(attributed.status).toBe(200);
    expect((await mail).text).toContain("Amount credited: 20.00 USDT");
    await syncAgain();
    expect(receiptsTo(payer.email)).toHaveLength(1);
  });
});
