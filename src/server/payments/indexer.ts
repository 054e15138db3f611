import type { Address, Hex, PublicClient } from "viem";
import type { Db } from "@/server/db/client";
import { createBlockReader } from "@/server/payments/block-time";
import { loadIndexerState, saveError, saveProgress } from "@/server/payments/indexer-state";
import { pendingPayments, settlePayment, upsertTransfers } from "@/server/payments/payment-store";
import { fetchTransferLogs, MAX_SPAN, type RangeState } from "@/server/payments/transfer-logs";

/** The advisory lock that makes one instance the indexer: "PXLIDX". */
export const INDEXER_LOCK_KEY = 0x5058_4c49_4458n;

/** When a block counts as final: at or below the chain's `finalized` tag, or a fixed depth below the head. */
export type Finality = { kind: "tag" } | { kind: "depth"; blocks: bigint };

export interface IndexerOptions {
  db: Db;
  client: PublicClient;
  chainId: number;
  usdt: Address;
  saleWallet: Address;
  /** The first block that can hold a payment (the sale wallet's creation or the sale's start). */
  startBlock: bigint;
  finality: Finality;
  /** Called after a tick that stored or settled something, with the transactions concerned. */
  onChange?: (change: { txHashes: Hex[] }) => void;
}

export interface TickResult {
  head: bigint;
  finalized: bigint;
  seen: number;
  settled: number;
}

/**
 * Finds every USDT Transfer to the sale wallet, exactly once.
 *
 * Invariants: `finalThrough` only moves to a block at or below the finalized one, after every
 * payment up to it is stored and settled; the window above it is scanned again on every tick; every
 * write is an idempotent upsert by (chain, tx hash, log index). So a kill at any point, or a reorg
 * of unfinalized blocks, neither loses nor repeats a payment.
 */
export function createIndexer(options: IndexerOptions) {
  const { db, client, chainId, usdt, saleWallet, startBlock, finality } = options;
  const range: RangeState = { span: MAX_SPAN };

  async function finalizedBlock(head: bigint): Promise<bigint> {
    if (finality.kind === "depth") return head > finality.blocks ? head - finality.blocks : -1n;
    const block = await client.getBlock({ blockTag: "finalized" });
    return block.number ?? -1n;
  }

  async function tick(): Promise<TickResult> {
    const state = await loadIndexerState(db, chainId, startBlock);
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const finalized = await finalizedBlock(head);

    const logs = await fetchTransferLogs(
      client,
      { usdt, saleWallet, fromBlock: state.finalThrough + 1n, toBlock: head },
      range,
    );
    const blocks = createBlockReader(client);
    const stamped = [];
    for (const log of logs)
      stamped.push({ ...log, blockTime: await blocks.timeOf(log.blockNumber, log.blockHash) });
    await upsertTransfers(db, chainId, stamped);

    // Settle what was pending: a payment whose block is no longer the canonical one at its height
    // was removed by a reorg; one at or below the finalized block is final.
    let settled = 0;
    const changed = new Set<Hex>(logs.map((log) => log.txHash));
    for (const payment of await pendingPayments(db, chainId)) {
      const block = await blocks.at(payment.blockNumber);
      if (block?.hash !== payment.blockHash) {
        await settlePayment(db, chainId, payment, "orphaned");
        changed.add(payment.txHash as Hex);
        settled++;
      } else if (payment.blockNumber <= finalized) {
        await settlePayment(db, chainId, payment, "final");
        changed.add(payment.txHash as Hex);
        settled++;
      }
    }

    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them)
    const finalThrough = finalized < head ? finalized : head;
    await saveProgress(db, chainId, finalThrough, head);
    if (changed.size > 0) options.onChange?.({ txHashes: [...changed] });
    return { head, finalized, seen: logs.length, settled };
  }

  /** Ticks every `intervalMs` until stopped; an error is recorded (see /healthz) and the next tick retries. */
  function start(intervalMs: number) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const loop = async () => {
      try {
        await tick();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`payment indexer (chain ${chainId}): ${message}`);
        await saveError(db, chainId, message).catch(() => undefined);
      }
      if (!stopped) timer = setTimeout(loop, intervalMs);
    };
    void loop();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }

  return { tick, start };
}

export type Indexer = ReturnType<typeof createIndexer>;
