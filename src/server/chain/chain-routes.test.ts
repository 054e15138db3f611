import { sql } from "drizzle-orm";
import { encodeFunctionData, erc20Abi, keccak256, numberToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { anvilWallet, demoWallet } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { MAX_BATCH } from "@/server/chain/rpc-relay";
import { userRateLimitKey, userRateLimits } from "@/server/lib/user-rate-limit";
import { exhaustUserRateLimit } from "@/server/lib/user-rate-limit-fixture";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import {
  type AccountHarness,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
  type TestApi,
} from "@/server/test/account-harness";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, testEngines } from "@/server/test/test-database";
import { publicChainSchema } from "@/shared/chain/public-chain";
import { demoWalletsSchema } from "@/shared/wallets/wallet-schemas";

const usdt = "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9";
const saleWallet = `0x${"5a".repeat(20)}` as const;

describe("GET /api/chain", () => {
  it.each([
    { demo: true, explorerTxUrl: null },
    { demo: false, explorerTxUrl: "https://arbiscan.io/tx/" },
  ])(
    "names the chain, token and sale wallet; an explorer only off the demo chain (demo: $demo)",
    async ({ demo, explorerTxUrl }) => {
      const database = await createTestDatabase("pglite", { migrate: false });
      try {
        const client = createRpcClient(["http://127.0.0.1:9"], 100);
        const api = createTestApp(
          database,
          {},
          { chain: { client, chainId: 42161, usdt, saleWallet, demo } },
        );
        const response = await api.call("/api/chain");
        expect(response.status).toBe(200);
        expect(publicChainSchema.parse(await response.json())).toEqual({
          chainId: 42161,
          demo,
          usdt,
          saleWallet,
          explorerTxUrl,
          walletConnectProjectId: null,
        });
      } finally {
        await database.destroy();
      }
    },
  );
});

describe.each(testEngines)("the browser's way to the chain ($engine)", ({ engine }) => {
  const h = {} as AccountHarness;
  let chain: PaymentsChain;
  let cookie: string;
  let userId: string;
  const appOn = (demo: boolean) =>
    createTestApp(
      h.database,
      { mail: { smtpUrl: h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
      {
        chain: {
          client: chain.client,
          chainId: chain.chain.chainId,
          usdt: chain.chain.usdt,
          saleWallet: chain.chain.saleWallet,
          demo,
        },
      },
    );
  beforeAll(async () => {
    [h.database, h.smtp, chain] = await Promise.all([
      createTestDatabase(engine),
      startSmtpSink(),
      startPaymentsChain(),
    ]);
    h.api = appOn(true);
    const email = emailFor("chain");
    userId = (await createUser(h, email)).id;
    cookie = sessionCookie(await signIn(h, email));
  });
  afterAll(() => Promise.all([h.smtp.close(), h.database.destroy(), chain.stop()]));

  let nextId = 0;
  const rpc = (api: TestApi, method: string, params: unknown[] = [], who = cookie) =>
    api.postJson(
      "/api/chain/rpc",
      { jsonrpc: "2.0", id: ++nextId, method, params },
      { headers: { cookie: who } },
    );

  it("serves the demo wallets (anvil's development keys) to the signed-in on the demo chain only", async () => {
    expect((await h.api.call("/api/chain/demo-wallets")).status).toBe(401);
    const response = await h.api.call("/api/chain/demo-wallets", { headers: { cookie } });
    expect(response.status).toBe(200);
    const { wallets, treasury } = demoWalletsSchema.parse(await response.json());
    expect(wallets).toEqual([1, 2, 3, 4].map((n) => ({ ...demoWallet(n) })));
    // The distributors' owner, which the console signs roots with on the demo chain.
    expect(treasury).toEqual({ ...anvilWallet(0) });
    expect(treasury.address).toBe(chain.chain.deployer.address);
    expect(wallets.map((w) => w.address)).not.toContain(chain.chain.saleWallet);

    const arbitrum = appOn(false);
    expect((await arbitrum.call("/api/chain/demo-wallets", { headers: { cookie } })).status).toBe(404);
  });

  it("forwards the allowed reads to the server's node", async () => {
    expect((await rpc(h.api, "eth_chainId", [], "")).status).toBe(401);
    const chainId = await (await rpc(h.api, "eth_chainId")).json();
    expect(chainId).toEqual({ jsonrpc: "2.0", id: nextId, result: "0xa4b1" });

    const balanceOf = encodeFunctionData({
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [demoWallet(1).address],
    });
    const call = await (
      await rpc(h.api, "eth_call", [{ to: chain.chain.usdt, data: balanceOf }, "latest"])
    ).json();
    expect(BigInt(call.result)).toBe(
      await chain.client.readContract({
        address: chain.chain.usdt,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [demoWallet(1).address],
      }),
    );
  });

  it("answers a batch (ethers sends one) item by item, each checked against the list", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 7, method: "eth_chainId" },
      { jsonrpc: "2.0", id: "b", method: "eth_getLogs", params: [{}] },
      { jsonrpc: "2.0", id: 9, method: "eth_blockNumber" },
    ];
    const response = await h.api.postJson("/api/chain/rpc", batch, { headers: { cookie } });
    expect(response.status).toBe(200);
    const [chainId, logs, blockNumber] = await response.json();
    expect(chainId).toEqual({ jsonrpc: "2.0", id: 7, result: "0xa4b1" });
    expect(logs).toMatchObject({ id: "b", error: { code: -32601 } });
    expect(logs).not.toHaveProperty("result");
    expect(blockNumber).toMatchObject({ id: 9, result: expect.stringMatching(/^0x/) });
  });

  it("refuses methods off the list and malformed requests", async () => {
    for (const method of ["eth_accounts", "eth_sendTransaction", "anvil_setBalance", "eth_getLogs"]) {
      const body = await (await rpc(h.api, method, [])).json();
      expect(body.error.code, method).toBe(-32601);
      expect(body).not.toHaveProperty("result");
    }
    const light = await (await rpc(h.api, "eth_getBlockByNumber", ["latest", false])).json();
    expect(light.result.number).toMatch(/^0x/);

    const tooLong = Array.from({ length: MAX_BATCH + 1 }, (_, id) => ({
      jsonrpc: "2.0",
      id,
      method: "eth_chainId",
    }));
    expect((await h.api.postJson("/api/chain/rpc", tooLong, { headers: { cookie } })).status).toBe(400);
    expect((await h.api.postJson("/api/chain/rpc", [], { headers: { cookie } })).status).toBe(400);
    const noVersion = await h.api.postJson(
      "/api/chain/rpc",
      { id: 1, method: "eth_chainId" },
      { headers: { cookie } },
    );
    expect(noVersion.status).toBe(400);
  });

  it("sends a signed transfer on the demo chain only, and passes the node's errors through", async () => {
    const payer = chain.walletFor(demoWallet(2));
    const account = privateKeyToAccount(demoWallet(2).privateKey);
    const request = await payer.prepareTransactionRequest({
      account,
      chain: null,
      to: chain.chain.usdt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: "transfer",
        args: [chain.chain.saleWallet, 250n * 1_000_000n],
      }),
    });
    const raw = await account.signTransaction({ ...request, chainId: chain.chain.chainId } as never);

    const refused = await (await rpc(appOn(false), "eth_sendRawTransaction", [raw])).json();
    expect(refused.error.code).toBe(-32601);

    const sent = await (await rpc(h.api, "eth_sendRawTransaction", [raw])).json();
    expect(sent.result).toBe(keccak256(raw));
    const receipt = await anvilReceipt(chain.client, sent.result);
    expect(receipt.status).toBe("success");
    const viaProxy = await (await rpc(h.api, "eth_getTransactionReceipt", [sent.result])).json();
    expect(viaProxy.result.transactionHash).toBe(sent.result);
    const transaction = await (await rpc(h.api, "eth_getTransactionByHash", [sent.result])).json();
    expect(transaction.result.from).toBe(demoWallet(2).address.toLowerCase());
    // While a receipt is missing, viem's wait (and ethers' wait()) scans full blocks for a replacement.
    const block = await (
      await rpc(h.api, "eth_getBlockByNumber", [numberToHex(receipt.blockNumber), true])
    ).json();
    expect(block.result.transactions.map((t: { hash: string }) => t.hash)).toContain(sent.result);

    // The same transaction again: the node's own refusal (nonce too low / already known), with its code.
    const again = await (await rpc(h.api, "eth_sendRawTransaction", [raw])).json();
    expect(again.error.code).toEqual(expect.any(Number));
    expect(again.error.message).not.toBe("");
  });

  it("limits each user's requests, answering 429 with Retry-After before asking the node", async () => {
    const other = emailFor("chain");
    await createUser(h, other);
    const otherCookie = sessionCookie(await signIn(h, other));
    await exhaustUserRateLimit(h.database.db, "chainRpc", userId);
    try {
      const refused = await rpc(h.api, "eth_chainId");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({
        code: "rate_limited",
        error: expect.stringMatching(/^Too many/),
      });
      expect((await rpc(h.api, "eth_chainId", [], otherCookie)).status).toBe(200);
    } finally {
      await h.database.db.execute(sql`delete from rate_limits where key like 'user:chainRpc:%'`);
    }
  });

  it("counts every request of a batch against the user's limit", async () => {
    const { limit } = userRateLimits.chainRpc;
    // Room left for exactly two requests: a batch of three is refused, two singles are not.
    await h.database.db.execute(
      sql`insert into rate_limits (key, count, window_started_at)
          values (${userRateLimitKey("chainRpc", userId)}, ${limit - 2}, now())
          on conflict (key) do update set count = excluded.count, window_started_at = now()`,
    );
    try {
      const three = [1, 2, 3].map((id) => ({ jsonrpc: "2.0", id, method: "eth_chainId" }));
      const refused = await h.api.postJson("/api/chain/rpc", three, { headers: { cookie } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await h.database.db.execute(sql`delete from rate_limits where key like 'user:chainRpc:%'`);
    }
  });
});
