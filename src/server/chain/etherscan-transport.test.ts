import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { erc20Abi, type Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRpcClient, type ExplorerSource } from "@/server/chain/rpc-client";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { fetchSaleWalletLogs } from "@/server/payments/transfer-logs";
import { verifyAndRecord, verifyPaymentByHash } from "@/server/payments/verify-payment";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

const DEAD_RPC = "http://127.0.0.1:9";

/**
 * Etherscan API V2 as documented, answering from a real chain: the query string becomes a JSON-RPC
 * call to anvil, and the answer is wrapped Etherscan's way (proxy answers as JSON-RPC; getLogs as
 * status/message/result with decimal block parameters, hex fields, no blockHash, "0x" for index 0).
 */
async function fakeEtherscan(rpcUrl: string, keys: readonly string[]) {
  const requests: URLSearchParams[] = [];
  const throttled = new Set<string>();
  let override: ((query: URLSearchParams) => unknown) | null = null;
  let id = 0;

  async function rpc(method: string, params: unknown[]) {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    return (await response.json()) as { result?: unknown; error?: unknown };
  }

  const notOk = (result: string) => ({ status: "0", message: "NOTOK", result });

  async function answer(q: URLSearchParams): Promise<unknown> {
    if (q.get("chainid") !== "42161")
      return notOk("Missing or unsupported chainid parameter (required for v2 api)");
    const key = q.get("apikey") ?? "";
    if (!keys.includes(key)) return notOk("Invalid API Key (#err2)|1");
    if (throttled.has(key)) return notOk("Max calls per sec rate limit reached (5/sec)");
    const forced = override?.(q);
    if (forced !== undefined) return forced;
    if (q.get("module") === "proxy") {
      const action = q.get("action") ?? "";
      const params: Record<string, unknown[]> = {
        eth_blockNumber: [],
        eth_getBlockByNumber: [q.get("tag"), q.get("boolean") === "true"],
        eth_getTransactionByHash: [q.get("txhash")],
        eth_getTransactionReceipt: [q.get("txhash")],
        eth_call: [{ to: q.get("to"), data: q.get("data") }, q.get("tag")],
      };
      const args = params[action];
      if (!args) return notOk("Error! Missing Or invalid Action name");
      return { jsonrpc: "2.0", id: 1, ...(await rpc(action, args)) };
    }
    if (q.get("module") === "logs" && q.get("action") === "getLogs") return logs(q);
    return notOk("Error! Missing Or invalid Module name");
  }

  async function logs(q: URLSearchParams) {
    const block = (name: string) => {
      const value = q.get(name);
      if (value === null || !/^(\d+|latest)$/.test(value))
        throw new Error(`${name} must be decimal or latest`);
      return value === "latest" ? value : `0x${BigInt(value).toString(16)}`;
    };
    const present = [0, 1, 2, 3].filter((i) => q.has(`topic${i}`));
    for (const [n, a] of present.entries())
      for (const b of present.slice(n + 1))
        if (q.get(`topic${a}_${b}_opr`) !== "and") return notOk(`Error! topic${a}_${b}_opr is required`);
    const topics = [0, 1, 2, 3].map((i) => q.get(`topic${i}`));
    while (topics.length > 0 && topics.at(-1) === null) topics.pop();
    const found = await rpc("eth_getLogs", [
      { fromBlock: block("fromBlock"), toBlock: block("toBlock"), address: q.get("address"), topics },
    ]);
    if (found.error) return notOk(JSON.stringify(found.error));
    const page = Number(q.get("page") ?? 1);
    const offset = Number(q.get("offset") ?? 1000);
    if (offset > 1000) return notOk("Error! offset exceeds 1000");
    const rows = (found.result as Record<string, string>[]).slice((page - 1) * offset, page * offset);
    if (rows.length === 0) return { status: "0", message: "No records found", result: [] };
    const zeroAsEmpty = (hex: string | undefined) => (hex === "0x0" ? "0x" : hex);
    return {
      status: "1",
      message: "OK",
      result: rows.map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: log.blockNumber,
        timeStamp: "0x6553f100",
        gasPrice: "0x5f5e100",
        gasUsed: "0xc350",
        logIndex: zeroAsEmpty(log.logIndex),
        transactionHash: log.transactionHash,
        transactionIndex: zeroAsEmpty(log.transactionIndex),
      })),
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== "/v2/api") {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    answer(url.searchParams).then(
      (body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  // Node closes an idle keep-alive socket after 5 s; on a loaded machine a test can pause that long
  // and the client may reuse the socket as it closes ("fetch failed"). Etherscan keeps them longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/api`,
    requests,
    throttled,
    setOverride: (fn: typeof override) => {
      override = fn;
    },
    reset: () => {
      requests.length = 0;
      throttled.clear();
      override = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Etherscan API V2 as the last source", () => {
  let payments: PaymentsChain;
  let etherscan: Awaited<ReturnType<typeof fakeEtherscan>>;
  let paymentHash: Hex;
  let paymentBlock: { number: bigint; hash: Hex };
  let paymentLogIndex: number;
  /** Made before the tests: a PGlite database takes long to migrate on a busy machine. */
  let database: TestDatabase;

  const explorer = (apiKeys: string[], more: Partial<ExplorerSource> = {}): ExplorerSource => ({
    apiKeys,
    chainId: 42161,
    baseUrl: etherscan.url,
    ...more,
  });
  const target = (client: ReturnType<typeof createRpcClient>) => ({
    client,
    chainId: payments.chain.chainId,
    usdt: payments.chain.usdt,
    saleWallet: payments.chain.saleWallet,
  });
  const payer = () => {
    const wallet = payments.chain.demoWallets[0];
    if (!wallet) throw new Error("no demo wallet");
    return wallet;
  };

  beforeAll(async () => {
    [payments, database] = await Promise.all([startPaymentsChain(), createTestDatabase("pglite")]);
    etherscan = await fakeEtherscan(payments.chain.rpcUrl, ["key-1", "key-2"]);
    const receipt = await payments.transfer(payer(), payments.chain.saleWallet, 12_345_678n);
    paymentHash = receipt.transactionHash;
    paymentBlock = { number: receipt.blockNumber, hash: receipt.blockHash };
    paymentLogIndex = receipt.logs[0]?.logIndex ?? -1;
    await payments.mine(2);
  });
  afterAll(async () => {
    await etherscan?.close();
    await payments?.stop();
    await database?.destroy();
  });
  beforeEach(() => etherscan.reset());

  it("serves the head, a receipt, the sale wallet's logs and a balance when every RPC endpoint is dead", async () => {
    const client = createRpcClient([DEAD_RPC], 500, explorer(["key-1"]));

    expect(await client.getBlockNumber()).toBe(await payments.client.getBlockNumber());

    const verified = await verifyPaymentByHash(target(client), paymentHash);
    expect(verified).toMatchObject({ ok: true, total: 12_345_678n, blockNumber: paymentBlock.number });
    // A null answer (unknown transaction) is "not found", not an error.
    expect(await verifyPaymentByHash(target(client), `0x${"ab".repeat(32)}`)).toEqual({
      ok: false,
      reason: "not_found",
    });

    const logs = await fetchSaleWalletLogs(client, {
      usdt: payments.chain.usdt,
      saleWallet: payments.chain.saleWallet,
      fromBlock: 0n,
      toBlock: await client.getBlockNumber(),
    });
    expect(logs).toEqual([
      {
        kind: "transfer",
        txHash: paymentHash,
        logIndex: paymentLogIndex,
        blockNumber: paymentBlock.number,
        blockHash: paymentBlock.hash,
        from: payer().address,
        to: payments.chain.saleWallet,
        amount: 12_345_678n,
      },
    ]);

    const balance = await client.readContract({
      address: payments.chain.usdt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [payments.chain.saleWallet],
    });
    expect(balance).toBe(12_345_678n);

    expect(etherscan.requests.map((q) => q.get("action"))).toEqual(
      expect.arrayContaining(["eth_blockNumber", "eth_getTransactionReceipt", "getLogs", "eth_call"]),
    );
    for (const q of etherscan.requests) {
      expect(q.get("chainid")).toBe("42161");
      expect(q.get("apikey")).toBe("key-1");
    }
  });

  it("lets the indexer store and settle, and a claim record, a payment through Etherscan alone", async () => {
    const client = createRpcClient([DEAD_RPC], 500, explorer(["key-1"]));
    const indexer = createIndexer({
      db: database.db,
      ...target(client),
      startBlock: 0n,
      finality: { kind: "depth", blocks: 1n },
    });
    expect(await indexer.tick()).toMatchObject({ seen: 1, settled: 1 });
    expect(await storedPayments(database.db)).toEqual([
      expect.objectContaining({
        tx_hash: paymentHash.toLowerCase(),
        amount: "12345678",
        finality: "final",
      }),
    ]);
    expect(await verifyAndRecord(database.db, target(client), paymentHash)).toMatchObject({ ok: true });
  });

  it("asks for the transfer topic and the sale wallet as topic2, joined by and", async () => {
    const client = createRpcClient([], 500, explorer(["key-1"]));
    await fetchSaleWalletLogs(client, {
      usdt: payments.chain.usdt,
      saleWallet: payments.chain.saleWallet,
      fromBlock: 0n,
      toBlock: paymentBlock.number,
    });
    const q = etherscan.requests.find((r) => r.get("action") === "getLogs");
    expect(q && Object.fromEntries(q)).toMatchObject({
      module: "logs",
      fromBlock: "0",
      toBlock: String(paymentBlock.number),
      address: payments.chain.usdt,
      topic0: "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
      topic2: `0x000000000000000000000000${payments.chain.saleWallet.slice(2).toLowerCase()}`,
      topic0_2_opr: "and",
      page: "1",
      offset: "1000",
    });
  });

  it("serves the second filter too: USDT sent from the sale wallet, as topic1 joined by and", async () => {
    const refund = await payments.transfer(payments.saleWalletKey, payer().address, 1_000n);
    const client = createRpcClient([DEAD_RPC], 500, explorer(["key-1"]));
    const logs = await fetchSaleWalletLogs(client, {
      usdt: payments.chain.usdt,
      saleWallet: payments.chain.saleWallet,
      fromBlock: refund.blockNumber,
      toBlock: refund.blockNumber,
    });
    expect(logs).toEqual([
      expect.objectContaining({
        kind: "transfer",
        txHash: refund.transactionHash,
        from: payments.chain.saleWallet,
        to: payer().address,
        amount: 1_000n,
      }),
    ]);
    const wallet = `0x000000000000000000000000${payments.chain.saleWallet.slice(2).toLowerCase()}`;
    const queries = etherscan.requests
      .filter((r) => r.get("action") === "getLogs")
      .map((q) => Object.fromEntries(q));
    expect(queries).toEqual([
      expect.objectContaining({ topic2: wallet, topic0_2_opr: "and" }),
      expect.objectContaining({ topic1: wallet, topic0_1_opr: "and" }),
    ]);
    expect(queries[1]).not.toHaveProperty("topic2");
  });

  it("returns no logs for Etherscan's 'No records found'", async () => {
    const client = createRpcClient([], 500, explorer(["key-1"]));
    const none = {
      usdt: payments.chain.usdt,
      saleWallet: payments.chain.saleWallet,
      fromBlock: 0n,
      toBlock: 1n,
    };
    expect(await fetchSaleWalletLogs(client, none)).toEqual([]);
    expect(etherscan.requests.length).toBeGreaterThan(0);
  });

  it("is not asked while an RPC endpoint answers", async () => {
    const client = createRpcClient([DEAD_RPC, payments.chain.rpcUrl], 500, explorer(["key-1"]));
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    expect(etherscan.requests).toEqual([]);
  });

  it("moves from a rate-limited key to the next, and stays there", async () => {
    const client = createRpcClient([], 500, explorer(["key-1", "key-2"]));
    etherscan.throttled.add("key-1");
    await client.getBlockNumber();
    await client.getBlockNumber();
    expect(etherscan.requests.map((q) => q.get("apikey"))).toEqual(["key-1", "key-2", "key-2"]);

    // Also when the message comes as a proxy answer's result.
    etherscan.throttled.clear();
    etherscan.setOverride((q) =>
      q.get("apikey") === "key-2" ? { jsonrpc: "2.0", id: 1, result: "Max rate limit reached" } : undefined,
    );
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    expect(etherscan.requests.slice(3).map((q) => q.get("apikey"))).toEqual(["key-2", "key-1"]);
    etherscan.setOverride(null);

    etherscan.throttled.add("key-1");
    etherscan.throttled.add("key-2");
    await expect(client.getBlockNumber()).rejects.toThrow(
      /every API key is throttled \(Max calls per sec rate limit reached/,
    );
  });

  it("turns Etherscan's error answers into errors carrying their message", async () => {
    const client = createRpcClient([], 500, explorer(["not-a-key"]));
    await expect(client.getBlockNumber()).rejects.toThrow(/Etherscan: Invalid API Key/);

    const keyed = createRpcClient([DEAD_RPC], 500, explorer(["key-1"]));
    etherscan.setOverride(() => ({
      status: "0",
      message: "NOTOK",
      result: "Query Timeout occured. Please select a smaller result dataset",
    }));
    await expect(
      keyed.getLogs({ address: payments.chain.usdt, fromBlock: 0n, toBlock: paymentBlock.number }),
    ).rejects.toThrow(/Query Timeout occured/);
    etherscan.setOverride(() => ({ status: "0", message: "NOTOK", result: [] }));
    await expect(
      keyed.getLogs({ address: payments.chain.usdt, fromBlock: 0n, toBlock: paymentBlock.number }),
    ).rejects.toThrow(/unexpected answer/);
  });

  it("refuses eth_getBlockByHash with a clear error and asks Etherscan nothing", async () => {
    const client = createRpcClient([], 500, explorer(["key-1"]));
    await expect(client.getBlock({ blockHash: paymentBlock.hash })).rejects.toThrow(
      /eth_getBlockByHash is not supported through Etherscan/,
    );
    expect(etherscan.requests).toEqual([]);
  });

  it("pages through logs, and calls a range with too many a range too large, which the indexer splits", async () => {
    const from = (await payments.client.getBlockNumber()) + 1n;
    for (const amount of [1n, 2n, 3n, 4n, 5n])
      await payments.transfer(payer(), payments.chain.saleWallet, amount);
    const to = await payments.client.getBlockNumber();
    const client = createRpcClient([], 500, explorer(["key-1"], { logsPageSize: 2, logsMaxPages: 2 }));
    const args = { usdt: payments.chain.usdt, saleWallet: payments.chain.saleWallet, fromBlock: from };

    // Three logs: two pages.
    const amounts = (logs: Awaited<ReturnType<typeof fetchSaleWalletLogs>>) =>
      logs.map((l) => (l.kind === "transfer" ? l.amount : null));
    expect(amounts(await fetchSaleWalletLogs(client, { ...args, toBlock: from + 2n }))).toEqual([1n, 2n, 3n]);
    // Three logs to the sale wallet (two pages), none from it (one).
    expect(etherscan.requests.filter((q) => q.get("action") === "getLogs").map((q) => q.get("page"))).toEqual(
      ["1", "2", "1"],
    );

    await expect(
      client.getLogs({ address: payments.chain.usdt, fromBlock: from, toBlock: to }),
    ).rejects.toThrow(/range too large/);
    const range = { span: 10_000n };
    const all = await fetchSaleWalletLogs(client, { ...args, toBlock: to }, range);
    expect(amounts(all)).toEqual([1n, 2n, 3n, 4n, 5n]);
  });

  it("leaves a hanging Etherscan after its timeout", async () => {
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v2/api`;
      const client = createRpcClient([], 300, explorer(["key-1"], { baseUrl: url }));
      const started = Date.now();
      const error = await client.getBlockNumber().catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(String(error)).toMatch(/took too long/);
      // The key never appears in an error (they end up in logs and /healthz).
      expect(String(error)).toMatch(/apikey=\*\*\*/);
      expect(String(error)).not.toContain("key-1");
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});
