import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Contract, FetchRequest, JsonRpcProvider, Wallet } from "ethers";
import { createPublicClient, createWalletClient, erc20Abi, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoWallet } from "@/server/chain/local-chain";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import {
  type AccountHarness,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
} from "@/server/test/account-harness";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase } from "@/server/test/test-database";

/*
 * Standard clients follow a sent transfer through `POST /api/chain/rpc` as the browser does: the
 * relay served on a real port, the clients unmodified (ethers batches concurrent requests, viem
 * scans full blocks for a replacement while the receipt is missing). Blocks come slowly while the
 * clients wait, so they poll a missing receipt as they would on a real network.
 */
describe("the relay serves what standard clients ask while following a transfer", () => {
  const h = {} as AccountHarness;
  let chain: PaymentsChain;
  let server: ServerType;
  let relayUrl: string;
  let headers: Record<string, string>;
  /**
   * Every method the relay was asked, and those it refused. viem asks eth_fillTransaction first when
   * it prepares a transaction and falls back by design on "method not found": the one refusal allowed.
   */
  const asked = new Set<string>();
  const refused: string[] = [];

  beforeAll(async () => {
    [h.database, h.smtp, chain] = await Promise.all([
      createTestDatabase("pglite"),
      startSmtpSink(),
      startPaymentsChain(),
    ]);
    h.api = createTestApp(
      h.database,
      { mail: { smtpUrl: h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
      {
        chain: {
          client: chain.client,
          chainId: chain.chain.chainId,
          usdt: chain.chain.usdt,
          saleWallet: chain.chain.saleWallet,
          demo: true,
        },
      },
    );
    const email = emailFor("relay-clients");
    await createUser(h, email);
    headers = { cookie: sessionCookie(await signIn(h, email)), origin: TEST_ORIGIN };
    const app = h.api.app;
    server = serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(request, env) {
        const body = await request.clone().text();
        const response = await app.fetch(request, env);
        const answer = await response.clone().text();
        for (const call of [JSON.parse(body)].flat() as { method: string; id: unknown }[]) {
          asked.add(call.method);
          const replies = [JSON.parse(answer)].flat() as { id: unknown; error?: { code: number } }[];
          const reply = replies.find((r) => r.id === call.id);
          if (reply?.error?.code === -32601) refused.push(call.method);
        }
        return response;
      },
    });
    await new Promise((resolve) => server.once("listening", resolve));
    relayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chain/rpc`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([h.smtp.close(), h.database.destroy(), chain.stop()]);
  });

  /** Mines a block every 400 ms instead of at once while `wait` runs: the receipt is missing at first. */
  async function withSlowBlocks<T>(wait: () => Promise<T>): Promise<T> {
    const anvil = (method: string, params: unknown[] = []) =>
      chain.client.request({ method: method as never, params: params as never });
    await anvil("evm_setAutomine", [false]);
    const miner = setInterval(() => void anvil("evm_mine"), 400);
    try {
      return await wait();
    } finally {
      clearInterval(miner);
      await anvil("evm_setAutomine", [true]);
    }
  }

  const balanceOfSaleWallet = () =>
    chain.client.readContract({
      address: chain.chain.usdt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [chain.chain.saleWallet],
    });

  it("viem: sends a USDT transfer and waits for its receipt through the relay", async () => {
    const before = await balanceOfSaleWallet();
    const transport = http(relayUrl, { fetchOptions: { headers }, retryCount: 0 });
    const client = createPublicClient({ transport, pollingInterval: 100, cacheTime: 0 });
    const wallet = createWalletClient({ account: privateKeyToAccount(demoWallet(3).privateKey), transport });

    const receipt = await withSlowBlocks(async () => {
      const hash = await wallet.writeContract({
        address: chain.chain.usdt,
        abi: erc20Abi,
        functionName: "transfer",
        args: [chain.chain.saleWallet, 25_000_000n],
        chain: null,
      });
      return client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    });
    expect(receipt.status).toBe("success");
    expect(await balanceOfSaleWallet()).toBe(before + 25_000_000n);
    expect(refused.filter((m) => m !== "eth_fillTransaction")).toEqual([]);
  });

  it("ethers: sends a USDT transfer, tx.wait() and provider.waitForTransaction() through the relay", async () => {
    const before = await balanceOfSaleWallet();
    const request = new FetchRequest(relayUrl);
    for (const [name, value] of Object.entries(headers)) request.setHeader(name, value);
    // Unmodified but for the polling interval: batching stays on, as every ethers user has it.
    const provider = new JsonRpcProvider(request, undefined, { polling: true, pollingInterval: 100 });
    try {
      const signer = new Wallet(demoWallet(4).privateKey, provider);
      const usdt = new Contract(chain.chain.usdt, erc20Abi, signer);
      const receipts = await withSlowBlocks(async () => {
        const transfer = usdt.getFunction("transfer");
        const tx = await transfer(chain.chain.saleWallet, 30_000_000n);
        return Promise.all([tx.wait(), provider.waitForTransaction(tx.hash)]);
      });
      for (const receipt of receipts) expect(receipt?.status).toBe(1);
      expect(await balanceOfSaleWallet()).toBe(before + 30_000_000n);
    } finally {
      provider.destroy();
    }
    expect(refused.filter((m) => m !== "eth_fillTransaction")).toEqual([]);
    // Following a transfer needed these, and nothing off the list.
    expect([...asked]).toEqual(
      expect.arrayContaining(["eth_getTransactionReceipt", "eth_blockNumber", "eth_sendRawTransaction"]),
    );
  });
});
