import { type Address, BlockNotFoundError, type Hex, type PublicClient } from "viem";
import type { Db } from "@/server/db/client";
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
  /** Called after a tick that stored or settled something, e.g. to refresh the sale figures. */
  onChange?: () => void;
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
    const times = new Map<Hex, Date>();
    for (const log of logs) {
      if (!times.has(log.blockHash)) {
        const block = await client.getBlock({ blockHash: log.blockHash });
        times.set(log.blockHash, new Date(Number(block.timestamp) * 1000));
      }
    }
    await upsertTransfers(
      db,
      chainId,
      logs.map((log) => ({ ...log, blockTime: times.get(log.blockHash) ?? new Date(0) })),
    );

    // Settle what was pending: a payment whose block is no longer the canonical one at its height
    // was removed by a reorg; one at or below the finalized block is final.
    let settled = 0;
    const canonical = new Map<bigint, string | null>();
    for (const payment of await pendingPayments(db, chainId)) {
      if (!canonical.has(payment.blockNumber)) {
        // Only "no block at this height" means the payment's block is gone; any other failure
        // (timeout, provider error) must stop the tick, or a real payment would be orphaned for good.
        const block = await client.getBlock({ blockNumber: payment.blockNumber }).catch((error: unknown) => {
          if (error instanceof BlockNotFoundError) return null;
          throw error;
        });
        canonical.set(payment.blockNumber, block?.hash?.toLowerCase() ?? null);
      }
      if (canonical.get(payment.blockNumber) !== payment.blockHash) {
        await settlePayment(db, chainId, payment, "orphaned");
        settled++;
      } else if (payment.blockNumber <= finalized) {
        await settlePayment(db, chainId, payment, "final");
        settled++;
      }
    }

    const finalThrough = finalized < head ? finalized : head;
    await saveProgress(db, chainId, finalThrough, head);
    if ((logs.length > 0 || settled > 0) && options.onChange) options.onChange();
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
