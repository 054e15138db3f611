import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import { contractPayments } from "@/server/payments/contract-fixture";
import { createIndexer } from "@/server/payments/indexer";
import { nextIp, rows } from "@/server/test/account-harness";
import { linkWalletOverApi } from "@/server/test/link-wallet-over-api";
import { type SignedIn, signedInInvestor, USDT } from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";
import { attributionRequestFiledSchema } from "@/shared/payments/attribution-request";
import { verificationReasons } from "@/shared/payments/verification-reasons";

const PATH = "/api/payments/attribution-requests";

describe.each(testEngines)("an investor's attribution request over the API ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    alice = await signedInInvestor(h, "alice");
    bob = await signedInInvestor(h, "bob");
  });

  const file = (body: unknown, who: SignedIn | null = alice) =>
    h.api.postJson(PATH, body, { headers: who ? { cookie: who.cookie } : {}, ip: nextIp() });
  /** A payment to the sale wallet from demo wallet n (one nobody links unless the test does). */
  const pay = async (n: number, amount: bigint) =>
    (await h.chain.transfer(h.demo(n), h.chain.chain.saleWallet, amount)).transactionHash;
  const indexUntilFinal = async () => {
    await h.chain.mine(2);
    await createIndexer({ db: h.database.db, ...h.target, startBlock: 0n }).tick();
  };
  const requestsOf = (userId: string) =>
    rows<{ tx_hash: string; exchange: string; note: string; status: string }>(
      h,
      sql`select tx_hash, exchange, note, status from attribution_requests where user_id = ${userId}`,
    );

  it("files a request for an exchange payment nobody owns, pending or final, and refuses a second one", async () => {
    const tx = await pay(3, 250n * USDT);
    const filed = await file({
      txHash: tx.toUpperCase().replace("0X", "0x"),
      exchange: " Binance ",
      note: "My withdrawal",
    });
    expect(filed.status).toBe(201);
    expect(attributionRequestFiledSchema.parse(await filed.json())).toMatchObject({
      status: "open",
      amountMicroUsdt: "250000000",
    });
    expect(await requestsOf(alice.id)).toEqual([
      { tx_hash: tx.toLowerCase(), exchange: "Binance", note: "My withdrawal", status: "open" },
    ]);

    await indexUntilFinal();
    const again = await file({ txHash: tx, exchange: "Binance" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "duplicate",
      error: expect.stringMatching(/^You already asked for this payment to be attributed\./),
    });
    expect(await requestsOf(alice.id)).toHaveLength(1);
  });

  it("answers an unknown hash and a transfer elsewhere with the claim's reasons (422)", async () => {
    const unknown = await file({ txHash: `0x${"7".repeat(64)}`, exchange: "Kraken" });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ error: verificationReasons.not_found, code: "not_found" });

    const elsewhere = (await h.chain.transfer(h.demo(3), h.chain.chain.deployer.address, 5n * USDT))
      .transactionHash;
    const wrong = await file({ txHash: elsewhere, exchange: "Kraken" });
    expect(wrong.status).toBe(422);
    const body = await wrong.json();
    expect(body.code).toBe("wrong_recipient");
    expect(body.error).toContain(h.chain.chain.saleWallet);
    expect(await requestsOf(alice.id)).not.toContainEqual(expect.objectContaining({ exchange: "Kraken" }));
  });

  it("refuses a payment already credited: to the asker as theirs, to anyone else as the claim does", async () => {
    expect((await linkWalletOverApi(h.api, bob.cookie, h.demo(0).privateKey)).status).toBe(201);
    const tx = await pay(0, 100n * USDT);
    await indexUntilFinal();

    const byBob = await file({ txHash: tx, exchange: "Binance" }, bob);
    expect(byBob.status).toBe(409);
    expect(await byBob.json()).toMatchObject({ code: "already_yours" });
    const byAlice = await file({ txHash: tx, exchange: "Binance" });
    expect(byAlice.status).toBe(409);
    expect(await byAlice.json()).toEqual({
      error: "Transaction not found or already claimed.",
      code: "claimed",
    });
  });

  it("refuses bad input with 400 in words, naming the field", async () => {
    const tx = `0x${"1".repeat(64)}`;
    for (const [body, field, message] of [
      [{ txHash: "0x123", exchange: "Kraken" }, "txHash", verificationReasons.invalid_hash],
      [{ txHash: tx }, "exchange", undefined],
      [
        { txHash: tx, exchange: " " },
        "exchange",
        "Name the exchange you paid from (for example Binance or Kraken).",
      ],
      [
        { txHash: tx, exchange: "Kraken", note: "x".repeat(501) },
        "note",
        "The note must be at most 500 characters.",
      ],
      [{ txHash: 12, exchange: "Kraken" }, "txHash", undefined],
    ] as const) {
      const answer = await file(body);
      expect(answer.status).toBe(400);
      const error = await answer.json();
      expect(error).toMatchObject({ code: "invalid", field });
      if (message) expect(error.error).toBe(message);
    }
    expect((await file({ txHash: tx, exchange: "Kraken" }, null)).status).toBe(401);
  });

  it("limits each user's requests, and only theirs", async () => {
    await exhaustUserRateLimit(h.database.db, "attributionRequest", alice.id);
    const refused = await file({ txHash: `0x${"2".repeat(64)}`, exchange: "Kraken" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      error: expect.stringMatching(/^Too many attribution requests/),
    });
    expect((await file({ txHash: `0x${"2".repeat(64)}`, exchange: "Kraken" }, bob)).status).toBe(422);
  });

  it("gives each investor of one batched exchange withdrawal a transfer of their own, never a second one", async () => {
    // The exchange's hot wallet (demo wallet 2, linked by nobody here) pays two withdrawals in one transaction.
    const hotWallet = h.demo(2);
    const contracts = contractPayments(h.chain);
    const batcher = await contracts.deployPayer(h.chain.chain.deployer);
    await contracts.approve(hotWallet, batcher, 5_100n * USDT);
    const sale = h.chain.chain.saleWallet;
    const { transactionHash: txHash } = await contracts.pull(hotWallet, batcher, [
      [hotWallet.address, sale, 100n * USDT],
      [hotWallet.address, sale, 5_000n * USDT],
    ]);
    // Investors of their own: the tests above spend Nino's and Giorgi's requests.
    const nino = await signedInInvestor(h, "nino");
    const giorgi = await signedInInvestor(h, "giorgi");
    const carol = await signedInInvestor(h, "carol");
    const amountOf = async (answer: Response) =>
      attributionRequestFiledSchema.parse(await answer.json()).amountMicroUsdt;

    const first = await file({ txHash, exchange: "Binance" }, nino);
    expect(first.status).toBe(201);
    expect(await amountOf(first)).toBe((100n * USDT).toString());
    const second = await file({ txHash, exchange: "Binance" }, giorgi);
    expect(second.status).toBe(201);
    expect(await amountOf(second)).toBe((5_000n * USDT).toString());
    // Nino asking again must not take Giorgi's transfer.
    const again = await file({ txHash, exchange: "Binance" }, nino);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "duplicate" });
    // Every transfer is asked for: a third investor's request joins one, for the operator to decide.
    expect((await file({ txHash, exchange: "Binance" }, carol)).status).toBe(201);

    const named = await rows<{ user_id: string; log_index: number }>(
      h,
      sql`select user_id, log_index from attribution_requests where tx_hash = ${txHash} order by log_index, user_id`,
    );
    const logOf = (userId: string) => named.filter((r) => r.user_id === userId).map((r) => r.log_index);
    const [ninoLog] = logOf(nino.id);
    expect(logOf(nino.id)).toHaveLength(1);
    expect(logOf(giorgi.id)).toHaveLength(1);
    expect(logOf(giorgi.id)).not.toContain(ninoLog);
    expect(logOf(carol.id)).toEqual([ninoLog]);
  });
});
