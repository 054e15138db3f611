import type { Address, Hex, PublicClient } from "viem";
import { endpointGuard } from "@/server/chain/sticky-fallback";
import { startTickLoop } from "@/server/chain/tick-loop";
import type { Db } from "@/server/db/client";
import { log } from "@/server/lib/log";
import { createBlockReader } from "@/server/payments/block-time";
import { classifyLog } from "@/server/payments/classify-transfer";
import { loadIndexerState, saveError, saveProgress } from "@/server/payments/indexer-state";
import { isRefusedRow, operatorText } from "@/server/payments/operator-text";
import { pendingOutgoing, settleOutgoing, storeOutgoing } from "@/server/payments/outgoing-store";
import {
  pendingPayments,
  type SeenTransfer,
  settlePayment,
  storePayment,
} from "@/server/payments/payment-store";
import { reclassifySelfPayments, selfPaymentsNotice } from "@/server/payments/reclassify-self-payments";
import { recordSkipped } from "@/server/payments/skipped-store";
import type { PendingTransfer } from "@/server/payments/transfer-life";
import { fetchSaleWalletLogs, MAX_SPAN, type RangeState } from "@/server/payments/transfer-logs";

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
  /**
   * Called after a tick that saw or settled payments, with the transactions concerned, and after
   * the first tick of an indexer whatever it found: a process killed between settling a payment and
   * this call hears of it on its restart.
   */
  onChange?: (change: { txHashes: Hex[] }) => void;
}

export interface TickResult {
  head: bigint;
  finalized: bigint;
  /** Logs naming the sale wallet in the scanned window: payments, outgoing transfers and skipped logs. */
  seen: number;
  skipped: number;
  settled: number;
}

/**
 * Finds every USDT Transfer to the sale wallet (a payment) and from it (outgoing), exactly once.
 *
 * Invariants: `finalThrough` only moves to a block at or below the finalized one, after every log
 * naming the sale wallet up to it is stored (as a payment, an outgoing transfer or a skipped log)
 * and settled; the window above it is scanned again on every tick; every write is an idempotent
 * upsert by (chain, tx hash, log index), and a payment's ledger event is written in the transaction
 * that changes the payment. So a kill at any point, or a reorg of unfinalized blocks, neither loses
 * nor repeats a payment or its announcement. No log stops detection: one that cannot be read, moves
 * nothing or is refused by the database is recorded as skipped; only a failure that concerns no
 * particular log (the chain, the database as a whole) fails the tick, and the next one retries.
 * Everything a tick acts on comes from one node: a lagging node returns fewer logs without an error,
 * so a tick whose client changed endpoint stops before it writes anything read after the change.
 */
export function createIndexer(options: IndexerOptions) {
  const { db, client, chainId, usdt, saleWallet, startBlock, finality } = options;
  const range: RangeState = { span: MAX_SPAN };
  let ticked = false;

  async function finalizedBlock(head: bigint): Promise<bigint> {
    if (finality.kind === "depth") return head > finality.blocks ? head - finality.blocks : -1n;
    const block = await client.getBlock({ blockTag: "finalized" });
    return block.number ?? -1n;
  }

  /** Stores one transfer in its own transaction; a row the database refuses is recorded as skipped instead. */
  async function store(kind: "incoming" | "outgoing", seen: SeenTransfer): Promise<void> {
    try {
      if (kind === "outgoing") await storeOutgoing(db, chainId, seen);
      else await db.transaction((tx) => storePayment(tx, chainId, seen));
    } catch (error) {
      if (!isRefusedRow(error)) throw error;
      await recordSkipped(db, chainId, { ...seen, reason: "unstorable", detail: operatorText(error) });
    }
  }

  async function tick(): Promise<TickResult> {
    const state = await loadIndexerState(db, chainId, startBlock);
    const selfPayments = await reclassifySelfPayments(db, chainId, saleWallet);
    const sameEndpoint = endpointGuard(client, "tick");
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const finalized = await finalizedBlock(head);

    const logs = await fetchSaleWalletLogs(
      client,
      { usdt, saleWallet, fromBlock: state.finalThrough + 1n, toBlock: head },
      range,
    );
    sameEndpoint();
    const blocks = createBlockReader(client);
    const changed = new Set<Hex>();
    let seen = 0;
    let skipped = 0;
    for (const log of logs) {
      const classified = classifyLog(log, saleWallet);
      if (!classified) continue;
      seen++;
      if (classified.kind === "skipped") {
        await recordSkipped(db, chainId, classified.skipped);
        skipped++;
        continue;
      }
      const { transfer } = classified;
      const blockTime = await blocks.timeOf(transfer.blockNumber, transfer.blockHash);
      sameEndpoint();
      await store(classified.kind, { ...transfer, blockTime });
      if (classified.kind === "incoming") changed.add(transfer.txHash);
    }

    // Settle what was pending: a transfer whose block is no longer the canonical one at its height
    // was removed by a reorg; one at or below the finalized block is final.
    const settle = async (pending: PendingTransfer[], write: typeof settlePayment): Promise<Hex[]> => {
      const done: Hex[] = [];
      for (const transfer of pending) {
        const block = await blocks.at(transfer.blockNumber);
        const canonical = block?.hash === transfer.blockHash;
        const outcome = !canonical ? "orphaned" : transfer.blockNumber <= finalized ? "final" : null;
        sameEndpoint();
        if (outcome && (await write(db, chainId, transfer, outcome))) done.push(transfer.txHash);
      }
      return done;
    };
    const settledPayments = await settle(await pendingPayments(db, chainId), settlePayment);
    const settledOutgoing = await settle(await pendingOutgoing(db, chainId), settleOutgoing);
    for (const txHash of settledPayments) changed.add(txHash);

    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them)
    const finalThrough = finalized < head ? finalized : head;
    const finalThroughTime = await blocks.finalTime(finalThrough, state);
    sameEndpoint();
    await saveProgress(
      db,
      chainId,
      { finalThrough, finalThroughTime },
      head,
      selfPaymentsNotice(selfPayments),
    );
    if (changed.size > 0 || !ticked) options.onChange?.({ txHashes: [...changed] });
    ticked = true;
    return { head, finalized, seen, skipped, settled: settledPayments.length + settledOutgoing.length };
  }

  /**
   * Ticks every `intervalMs`; an error is recorded (see /healthz) and the next tick retries. The
   * returned function stops it and resolves once a running tick ended.
   */
  function start(intervalMs: number): () => Promise<void> {
    return startTickLoop(tick, intervalMs, async (error) => {
      // The log has the whole error; the saved text is what operators may read.
      log.error({ err: error }, `payment indexer (chain ${chainId}):`);
      await saveError(db, chainId, error).catch(() => undefined);
    });
  }

  return { tick, start };
}

export type Indexer = ReturnType<typeof createIndexer>;
