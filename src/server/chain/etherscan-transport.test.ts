import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { erc20Abi, type Hex } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeEtherscan } from "@/server/chain/fake-etherscan";
import { createRpcClient, type ExplorerSource } from "@/server/chain/rpc-client";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { fetchSaleWalletLogs } from "@/server/payments/transfer-logs";
import { verifyAndRecord, verifyPaymentByHash } from "@/server/payments/verify-payment";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

const DEAD_RPC = "http://127.0.0.1:9";

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
