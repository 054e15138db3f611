import { describe, expect, it } from "vitest";
import { createRpcClient } from "@/server/chain/rpc-client";
import { attributionRequests, ledgerEntries, payments } from "@/server/db/schema";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import { createUser, emailFor, sessionCookie, signIn } from "@/server/test/account-harness";
import { linkWalletOverApi } from "@/server/test/link-wallet-over-api";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { createTestApp } from "@/server/test/test-app";
import { startFailingRpc } from "@/server/wallets/failing-rpc-fixture";

const USDT = 1_000_000n;

describe("claiming a payment by hash over the API", () => {
  const h = usePaymentsHarness("pglite");

  const signedIn = async () => {
    const email = emailFor("investor");
    await createUser(h, email);
    return sessionCookie(await signIn(h, email));
  };
  const post = (path: string, body: unknown, cookie?: string) =>
    h.api.postJson(path, body, { headers: cookie ? { cookie } : {} });
  const indexUntilFinal = async () => {
    await h.chain.mine(2);
    await h.indexOnce();
  };
  const demo = (n: number) => h.demo(n);

  const linkWallet = (cookie: string, n: number) => linkWalletOverApi(h.api, cookie, demo(n).privateKey);

  it("limits each user's claims, and only theirs", async () => {
    const email = emailFor("investor");
    const user = await createUser(h, email);
    const cookie = sessionCookie(await signIn(h, email));
    await exhaustUserRateLimit(h.database.db, "paymentClaim", user.id);
    const refused = await post("/api/payments/claim", { hash: `0x${"2".repeat(64)}` }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/^Too many payment claims/) });
    const other = await post("/api/payments/claim", { hash: `0x${"2".repeat(64)}` }, await signedIn());
    expect(other.status).not.toBe(429);
  });

  it("refuses a claim of a transfer made before the sale's start block, recording nothing", async () => {
    const cookie = await signedIn();
    const receipt = await h.chain.transfer(demo(2), h.chain.chain.saleWallet, 5n * USDT);
    const startedLater = createTestApp(
      h.database,
      {},
      { chain: { ...h.target, startBlock: receipt.blockNumber + 1n } },
    );
    const answer = await startedLater.postJson(
      "/api/payments/claim",
      { hash: receipt.transactionHash },
      { headers: { cookie } },
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ code: "before_start" });
    const stored = await h.database.db.select().from(payments);
    expect(stored.map((p) => p.txHash)).not.toContain(receipt.transactionHash.toLowerCase());
  });

  it("refuses the signed-out", async () => {
    expect((await post("/api/payments/claim", { hash: `0x${"1".repeat(64)}` })).status).toBe(401);
    expect((await post("/api/wallets/nonce", {})).status).toBe(401);
  });

  it("credits a claim once the payment is final, only to the owner of the linked sender", async () => {
    const cookie = await signedIn();
    expect((await linkWallet(cookie, 0)).status).toBe(201);

    const receipt = await h.chain.transfer(demo(0), h.chain.chain.saleWallet, 250n * USDT);
    const early = await post("/api/payments/claim", { hash: receipt.transactionHash }, cookie);
    expect(early.status).toBe(202);
    expect(await early.json()).toEqual({ status: "processing", amount: "250000000" });

    await indexUntilFinal();
    const claimed = await post("/api/payments/claim", { hash: receipt.transactionHash }, cookie);
    expect(claimed.status).toBe(200);
    // The claim's allocation credited the linked wallet's owner (the indexer's tick only stored it),
    // and says so: the claim is what credited it.
    expect(await claimed.json()).toEqual({ status: "credited", credited: "250000000" });
    // ...and the user's pages hear of it now, not at the indexer's next tick.
    const titles = async () => {
      const answer = await h.api.call("/api/notifications", { headers: { cookie } });
      const body = (await answer.json()) as { notifications: { title: string }[] };
      return body.notifications.map((n) => n.title);
    };
    await expect.poll(titles, { timeout: 5_000 }).toContain("Payment verified");

    const other = await signedIn();
    const stolen = await post("/api/payments/claim", { hash: receipt.transactionHash }, other);
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({ error: "Transaction not found or already claimed." });
    const rows = await h.database.db.select().from(ledgerEntries);
    expect(rows.filter((r) => r.txHash === receipt.transactionHash).map((r) => r.credited)).toEqual([
      250n * USDT,
    ]);
  });

  it("names the wallet to link when the sender is not linked, and credits the claim after linking", async () => {
    const cookie = await signedIn();
    const receipt = await h.chain.transfer(demo(1), h.chain.chain.saleWallet, 100n * USDT);
    await indexUntilFinal();
    const refused = await post("/api/payments/claim", { hash: receipt.transactionHash }, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "link_wallet", field: demo(1).address.toLowerCase() });

    const linked = await linkWallet(cookie, 1);
    expect(await linked.json()).toMatchObject({ status: "linked", attributed: 1 });
    expect(
      await (await post("/api/payments/claim", { hash: receipt.transactionHash }, cookie)).json(),
    ).toEqual({
      status: "already_yours",
    });
  });

  it("explains a hash that is not a payment to the sale wallet", async () => {
    const cookie = await signedIn();
    const elsewhere = await h.chain.transfer(demo(2), h.chain.chain.deployer.address, 5n * USDT);
    const response = await post("/api/payments/claim", { hash: elsewhere.transactionHash }, cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe("wrong_recipient");
    expect(body.error).toContain(h.chain.chain.saleWallet);
  });

  it("answers 503 with the chain's sentence when the chain cannot be read, for a claim as for an attribution request, recording nothing", async () => {
    const cookie = await signedIn();
    const rpc = await startFailingRpc();
    try {
      const unreadable = createTestApp(
        h.database,
        {},
        { chain: { ...h.target, client: createRpcClient([rpc.url], 500) } },
      );
      const hash = `0x${"3".repeat(64)}`;
      const claim = await unreadable.postJson("/api/payments/claim", { hash }, { headers: { cookie } });
      const request = await unreadable.postJson(
        "/api/payments/attribution-requests",
        { txHash: hash, exchange: "Binance" },
        { headers: { cookie } },
      );
      for (const answer of [claim, request]) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toEqual({
          error: "The blockchain could not be read just now. Nothing was sent: please try again in a minute.",
          code: "chain_unavailable",
        });
      }
      const stored = await h.database.db.select().from(payments);
      expect(stored.map((p) => p.txHash)).not.toContain(hash);
      const requests = await h.database.db.select().from(attributionRequests);
      expect(requests.map((r) => r.txHash)).not.toContain(hash);
    } finally {
      await rpc.close();
    }
  });
});
