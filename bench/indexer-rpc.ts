/**
 * Issue 4, first figure: the JSON-RPC requests our indexer makes to find K payments spread over B
 * blocks, beside the seeds' method (a full-block scan of the last 200 blocks reading the amount from
 * each USDT `transfer` call's input data) on the same chain.
 */

import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
  toFunctionSelector,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { anvilWallet, type LocalWallet } from "../src/server/chain/local-chain";
import { mockUsdtAbi } from "../src/server/chain/mock-usdt";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createIndexer } from "../src/server/payments/indexer";
import {
  type PaymentsChain,
  startPaymentsChain,
  storedPayments,
} from "../src/server/payments/indexer-fixture";

export const SCAN_WINDOW = 200n;

/** A viem client whose every JSON-RPC request is counted (by method) before it goes to `rpcUrl`. */
export function countingClient(rpcUrl: string) {
  const upstream = http(rpcUrl, { retryCount: 0 })({});
  const byMethod = new Map<string, number>();
  const transport = custom({
    request({ method, params }: { method: string; params?: unknown }) {
      byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
      return upstream.request({ method, params } as never);
    },
  });
  // No retries and no cache: every call the code makes is one request on the wire.
  const client = createPublicClient({ transport, cacheTime: 0 }) as PublicClient;
  return {
    client,
    total: () => [...byMethod.values()].reduce((sum, n) => sum + n, 0),
    byMethod: () => new Map(byMethod),
    reset: () => byMethod.clear(),
  };
}

export interface Payment {
  txHash: Hex;
  amount: bigint;
}

export interface MethodResult {
  method: string;
  requests: number;
  found: number;
  missed: number;
  /** Reported as payments although they are none (a reverted call) or with the wrong amount. */
  wrong: number;
  detail: string;
}

/** Compares what a method reported with the payments really made. */
export function score(truth: readonly Payment[], reported: readonly Payment[]) {
  const real = new Map(truth.map((p) => [p.txHash.toLowerCase(), p.amount]));
  let found = 0;
  let wrong = 0;
  for (const p of reported) {
    if (real.get(p.txHash.toLowerCase()) === p.amount) found++;
    else wrong++;
  }
  return { found, missed: truth.length - found, wrong };
}

export interface ChainLayout {
  /** Payments to the sale wallet (every fourth and the last but one by transferFrom, as a relayer sends them). */
  payments: number;
  /** Blocks the payments are spread over. */
  blocks: number;
}

/**
 * Fills a fresh chain: `payments` payments evenly over `blocks` blocks (the first long before the
 * last 200 blocks, the last two inside them), unrelated USDT transfers between them, a reverted
 * `transfer` to the sale wallet near the head, and a few empty blocks on top so all are final.
 */
export async function layOutChain(chain: PaymentsChain, { payments, blocks }: ChainLayout) {
  const { usdt, saleWallet, deployer, demoWallets } = chain.chain;
  const payer = demoWallets[0] as LocalWallet;
  const relayer = anvilWallet(6);
  const unrelated = demoWallets[1] as LocalWallet;
  // A wallet with ETH but no USDT: its transfer reverts, yet its input data looks like a payment.
  const brokeKey = generatePrivateKey();
  const broke: LocalWallet = { privateKey: brokeKey, address: privateKeyToAccount(brokeKey).address };
  await chain.rpc("anvil_setBalance", [broke.address, "0x56bc75e2d63100000"]);

  const send = async (from: LocalWallet, functionName: "approve" | "transferFrom", args: unknown[]) => {
    const hash = await chain
      .walletFor(from)
      .writeContract({ address: usdt, abi: mockUsdtAbi, functionName, args: args as never, chain: null });
    return anvilReceipt(chain.client, hash);
  };
  await send(payer, "approve", [relayer.address, 10n ** 15n]);

  const truth: Payment[] = [];
  const paymentBlocks: bigint[] = [];
  let relayed = 0;
  let unrelatedTransfers = 0;
  // The last payment lands about 10 blocks below the head, the first about `blocks` below it.
  const gap = Math.max(1, Math.floor((blocks - 10) / Math.max(1, payments - 1)));
  for (let i = 0; i < payments; i++) {
    if (i > 0 && gap > 1) await chain.mine(gap - 1);
    if (i % 3 === 1) {
      await chain.transfer(unrelated, deployer.address, 7_000_000n);
      unrelatedTransfers++;
    }
    const amount = BigInt(100 + i) * 1_000_000n;
    const viaRelayer = i % 4 === 2 || i === payments - 2;
    const receipt = viaRelayer
      ? await send(relayer, "transferFrom", [payer.address, saleWallet, amount])
      : await chain.transfer(payer, saleWallet, amount);
    if (receipt.status !== "success") throw new Error(`payment ${i} reverted`);
    truth.push({ txHash: receipt.transactionHash, amount });
    paymentBlocks.push(receipt.blockNumber);
    if (viaRelayer) relayed++;
  }
  const reverted = await chain.transfer(broke, saleWallet, 500_000_000n, usdt, 100_000n);
  if (reverted.status !== "reverted") throw new Error("the reverted payment did not revert");
  await chain.transfer(unrelated, deployer.address, 7_000_000n);
  unrelatedTransfers++;
  await chain.mine(10);
  const head = await chain.client.getBlockNumber();
  const windowStart = head - SCAN_WINDOW + 1n;
  return {
    truth,
    head,
    spread: Number(head - (paymentBlocks[0] ?? head) + 1n),
    relayed,
    unrelatedTransfers,
    olderThanWindow: paymentBlocks.filter((n) => n < windowStart).length,
  };
}

/** The seeds' method: the last 200 blocks with full transactions, amounts from `transfer` input data. */
export async function scanRecentBlocks(
  client: PublicClient,
  usdt: Address,
  saleWallet: Address,
): Promise<Payment[]> {
  const selector = toFunctionSelector("transfer(address,uint256)");
  const head = await client.getBlockNumber();
  const found: Payment[] = [];
  for (let n = head > SCAN_WINDOW - 1n ? head - SCAN_WINDOW + 1n : 0n; n <= head; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    for (const tx of block.transactions) {
      if (!tx.to || !isAddressEqual(tx.to, usdt) || !tx.input.startsWith(selector)) continue;
      const { args } = decodeFunctionData({ abi: erc20Abi, data: tx.input });
      const [to, amount] = args as readonly [Address, bigint];
      if (isAddressEqual(to, saleWallet)) found.push({ txHash: tx.hash, amount });
    }
  }
  return found;
}

/** Our indexer from block 0, ticking until every payment it stored is final. */
export async function runIndexer(rpcUrl: string, chain: PaymentsChain["chain"]) {
  const counted = countingClient(rpcUrl);
  const database = await openDatabase({ kind: "pglite", dir: null });
  try {
    await runMigrations(database);
    const indexer = createIndexer({
      db: database.db,
      client: counted.client,
      chainId: chain.chainId,
      usdt: chain.usdt,
      saleWallet: chain.saleWallet,
      startBlock: 0n,
      finality: { kind: "depth", blocks: 2n },
    });
    let ticks = 0;
    let stored = await storedPayments(database.db);
    do {
      await indexer.tick();
      ticks++;
      stored = await storedPayments(database.db);
    } while (ticks < 5 && stored.some((p) => p.finality === "pending"));
    const reported = stored.map((p) => ({ txHash: p.tx_hash as Hex, amount: BigInt(p.amount) }));
    const requests = counted.total();
    const byMethod = counted.byMethod();
    counted.reset();
    await indexer.tick(); // what every later poll costs when nothing happened
    return { reported, requests, byMethod, ticks, idleTick: counted.total() };
  } finally {
    await database.close();
  }
}

/** Lays out a fresh chain and measures both methods on it. */
export async function measureIndexerRpc(layout: ChainLayout) {
  const chain = await startPaymentsChain();
  try {
    const made = await layOutChain(chain, layout);
    const indexed = await runIndexer(chain.chain.rpcUrl, chain.chain);
    const scan = countingClient(chain.chain.rpcUrl);
    const scanned = await scanRecentBlocks(scan.client, chain.chain.usdt, chain.chain.saleWallet);
    const methods = [...indexed.byMethod].map(([name, n]) => `${n} ${name}`).join(", ");
    const rows: MethodResult[] = [
      {
        method: "indexer (eth_getLogs from block 0)",
        requests: indexed.requests,
        ...score(made.truth, indexed.reported),
        detail: `${indexed.ticks} tick(s): ${methods}; an idle tick after: ${indexed.idleTick}`,
      },
      {
        method: `full-block scan of last ${SCAN_WINDOW}`,
        requests: scan.total(),
        ...score(made.truth, scanned),
        detail: [...scan.byMethod()].map(([name, n]) => `${n} ${name}`).join(", "),
      },
    ];
    return { ...made, rows };
  } finally {
    await chain.stop();
  }
}

export function formatIndexerRpc(result: Awaited<ReturnType<typeof measureIndexerRpc>>): string[] {
  const { truth, spread, relayed, olderThanWindow, unrelatedTransfers, rows } = result;
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  return [
    `Payment detection: ${truth.length} payments over ${spread} blocks (${olderThanWindow} older than the ` +
      `last ${SCAN_WINDOW} blocks, ${relayed} by transferFrom), ${unrelatedTransfers} unrelated USDT ` +
      "transfers, 1 reverted transfer to the sale wallet",
    `${"method".padEnd(38)}${pad("RPC requests", 13)}${pad("found", 7)}${pad("missed", 8)}${pad("wrong", 7)}`,
    ...rows.map(
      (r) =>
        `${r.method.padEnd(38)}${pad(r.requests, 13)}${pad(r.found, 7)}${pad(r.missed, 8)}${pad(r.wrong, 7)}`,
    ),
    ...rows.map((r) => `  ${r.method}: ${r.detail}`),
  ];
}
