import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeEtherscan, fakeEtherscan } from "@/server/chain/fake-etherscan";
import type { LocalWallet } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { fetchSaleWalletLogs } from "@/server/payments/transfer-logs";
import { createTestDatabase } from "@/server/test/test-database";

/**
 * Etherscan's log index may still hold a log of a block a reorg removed, and its rows carry no block
 * hash. Here its getLogs answers with rows recorded before an anvil snapshot was reverted, while its
 * proxy (receipts, blocks) answers from the chain as it is now.
 */
describe("Etherscan logs of blocks a reorg removed", () => {
  let payments: PaymentsChain;
  let etherscan: FakeEtherscan;
  beforeAll(async () => {
    payments = await startPaymentsChain();
    etherscan = await fakeEtherscan(payments.chain.rpcUrl, ["key-1"]);
  });
  afterAll(async () => {
    await etherscan?.close();
    await payments?.stop();
  });
  beforeEach(() => etherscan.reset());

  const client = () =>
    createRpcClient([], 2_000, { apiKeys: ["key-1"], chainId: 42161, baseUrl: etherscan.url });
  const payer = () => payments.chain.demoWallets[0] as LocalWallet;
  const saleWalletLogs = (fromBlock: bigint, toBlock: bigint) =>
    fetchSaleWalletLogs(client(), {
      usdt: payments.chain.usdt,
      saleWallet: payments.chain.saleWallet,
      fromBlock,
      toBlock,
    });

  /** Etherscan's getLogs answer for the USDT logs of one block, as it gives it now. */
  async function etherscanRows(block: bigint): Promise<{ result: Record<string, string>[] }> {
    const query = new URLSearchParams({
      chainid: "42161",
      apikey: "key-1",
      module: "logs",
      action: "getLogs",
      fromBlock: String(block),
      toBlock: String(block),
      address: payments.chain.usdt,
    });
    return (await fetch(`${etherscan.url}?${query}`)).json() as Promise<{ result: Record<string, string>[] }>;
  }

  /** From now on, getLogs answers payments to the sale wallet with `answer` (and nothing from it). */
  function staleIndex(answer: unknown) {
    etherscan.setOverride((q) => {
      if (q.get("module") !== "logs") return undefined;
      return q.has("topic2") ? answer : { status: "0", message: "No records found", result: [] };
    });
  }

  /** A payment mined in a block that other blocks then replace: Etherscan's rows for it, and its receipt. */
  async function reorgedPayment(amount: bigint) {
    const snapshot = await payments.rpc("evm_snapshot");
    const receipt = await payments.transfer(payer(), payments.chain.saleWallet, amount);
    const rows = await etherscanRows(receipt.blockNumber);
    await payments.rpc("evm_revert", [snapshot]);
    await payments.mine(3);
    return { rows, receipt };
  }

  it("drops a log whose transaction is no longer in any block, and the indexer credits nothing", async () => {
    const { rows, receipt } = await reorgedPayment(41_000_000n);
    expect(
      await payments.client.getTransactionReceipt({ hash: receipt.transactionHash }).catch(() => null),
    ).toBe(null);
    staleIndex(rows);

    expect(await saleWalletLogs(receipt.blockNumber, receipt.blockNumber)).toEqual([]);

    const database = await createTestDatabase("pglite");
    try {
      const indexer = createIndexer({
        db: database.db,
        client: client(),
        chainId: payments.chain.chainId,
        usdt: payments.chain.usdt,
        saleWallet: payments.chain.saleWallet,
        startBlock: receipt.blockNumber,
        finality: { kind: "depth", blocks: 1n },
      });
      expect(await indexer.tick()).toMatchObject({ seen: 0 });
      expect(await storedPayments(database.db)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it("drops a log whose transaction moved to another block, and finds it in its new block", async () => {
    const signed = await payments.signedTransfer(payer(), payments.chain.saleWallet, 42_000_000n);
    const snapshot = await payments.rpc("evm_snapshot");
    const first = await payments.sendRaw(signed);
    const rows = await etherscanRows(first.blockNumber);
    await payments.rpc("evm_revert", [snapshot]);
    await payments.mine(1);
    const moved = await payments.sendRaw(signed);
    expect(moved.blockNumber).toBe(first.blockNumber + 1n);

    staleIndex(rows);
    expect(await saleWalletLogs(first.blockNumber, moved.blockNumber)).toEqual([]);

    etherscan.setOverride(null);
    expect(await saleWalletLogs(first.blockNumber, moved.blockNumber)).toEqual([
      expect.objectContaining({
        txHash: moved.transactionHash,
        blockNumber: moved.blockNumber,
        blockHash: moved.blockHash,
        amount: 42_000_000n,
      }),
    ]);
  });

  it("drops a log its transaction's receipt does not hold", async () => {
    const receipt = await payments.transfer(payer(), payments.chain.saleWallet, 43_000_000n);
    const { result } = await etherscanRows(receipt.blockNumber);
    const amount = (value: bigint) => `0x${value.toString(16).padStart(64, "0")}`;
    staleIndex({ status: "1", message: "OK", result: result.map((row) => ({ ...row, data: amount(99n) })) });
    expect(await saleWalletLogs(receipt.blockNumber, receipt.blockNumber)).toEqual([]);

    staleIndex({ status: "1", message: "OK", result });
    expect(await saleWalletLogs(receipt.blockNumber, receipt.blockNumber)).toEqual([
      expect.objectContaining({ blockHash: receipt.blockHash, amount: 43_000_000n }),
    ]);
  });
});
