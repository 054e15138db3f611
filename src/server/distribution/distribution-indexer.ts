import type { Hex, PublicClient } from "viem";
import { type Finality, finalizedBlock } from "@/server/chain/finality";
import { endpointGuard } from "@/server/chain/sticky-fallback";
import { startTickLoop } from "@/server/chain/tick-loop";
import type { Db } from "@/server/db/client";
import { distributionClaims, pxlTransfers } from "@/server/db/schema";
import {
  pendingEvents,
  settleEvent,
  storeClaim,
  storePxlTransfer,
} from "@/server/distribution/distribution-event-store";
import {
  loadDistributionCursor,
  saveDistributionError,
  saveDistributionProgress,
} from "@/server/distribution/distribution-index-state";
import {
  distributionQueries,
  type IndexedContracts,
  readDistributionLog,
} from "@/server/distribution/distribution-logs";
import { log } from "@/server/lib/log";
import { createBlockReader } from "@/server/payments/block-time";
import { isRefusedRow, operatorText } from "@/server/payments/operator-text";
import { MAX_SPAN, type RangeState, scanLogs } from "@/server/payments/transfer-logs";

export interface DistributionIndexerOptions {
  db: Db;
  client: PublicClient;
  chainId: number;
  contracts: IndexedContracts;
  /** The first block that can hold one of their events (their deployment, or the sale's start before it). */
  startBlock: bigint;
  finality: Finality;
  /**
   * The most blocks one tick reads above the cursor (default 500,000). The contracts are deployed long
   * after the sale's start block: the history between is caught up over several ticks, each saving its
   * progress, rather than in one tick that a single provider failure would send back to the start.
   */
  maxBlocksPerTick?: bigint;
  /** Called after a tick that stored or settled claims, with their transactions. */
  onChange?: (change: { txHashes: Hex[] }) => void;
}

export interface DistributionTickResult {
  head: bigint;
  /** The last block this tick read (below the head while catching up). */
  toBlock: bigint;
  finalized: bigint;
  transfers: number;
  claims: number;
  settled: number;
}

/** The contracts a cursor was reached for, in one comparable string. */
const contractsKey = (c: IndexedContracts) =>
  [c.pxlToken, c.pxlDistributor, c.dividendDistributor].map((a) => a?.toLowerCase() ?? "-").join(",");

/**
 * Follows the PXL token's Transfers and the distributors' Claimed events, with the payment indexer's
 * guarantees and its building blocks (scanLogs, the block reader, the rows' pending/final/orphaned life).
 *
 * Invariants: `finalThrough` only moves to a block at or below the finalized one, after every event
 * up to it is stored and settled; the window above it is read again on every tick; every write is an
 * idempotent upsert by (chain, tx hash, log index). So a kill at any point, or a reorg of unfinalized
 * blocks, neither loses nor repeats an event, and a row a reorg removed ends orphaned (a row moved to
 * another block follows it). Only our own contracts' events are read (an event of the same shape from
 * any other contract is ignored), and a log that moves nothing, does not decode or is refused by the
 * database is passed over: nothing a stranger can send stops the indexer. Only a failure that concerns
 * no particular log (the chain, the database as a whole) fails the tick; the next one retries.
 * Everything a tick acts on comes from one node: a lagging node returns fewer logs without an error,
 * so a tick whose client changed endpoint stops before it writes anything read after the change.
 */
export function createDistributionIndexer(options: DistributionIndexerOptions) {
  const { db, client, chainId, contracts, startBlock, finality } = options;
  const maxBlocks = options.maxBlocksPerTick ?? 500_000n;
  const queries = distributionQueries(contracts);
  const key = contractsKey(contracts);
  const range: RangeState = { span: MAX_SPAN };

  /** Runs one write; a row the database refuses for what it holds is logged and passed over. */
  async function write(what: string, run: () => Promise<void>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      if (!isRefusedRow(error)) throw error;
      log.warn(`distribution indexer (chain ${chainId}): ${what} not stored: ${operatorText(error)}`);
      return false;
    }
  }

  async function tick(): Promise<DistributionTickResult> {
    const state = await loadDistributionCursor(db, chainId, key, startBlock);
    const sameEndpoint = endpointGuard(client, "tick");
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const finalized = await finalizedBlock(client, finality, head);
    const fromBlock = state.finalThrough + 1n;
    const toBlock = minBigint(head, fromBlock + maxBlocks - 1n);
    const logs = await scanLogs(client, queries, { fromBlock, toBlock }, range, (entry) =>
      readDistributionLog(entry, contracts),
    );
    sameEndpoint();

    const blocks = createBlockReader(client);
    const changed = new Set<Hex>();
    let transfers = 0;
    let claims = 0;
    for (const entry of logs) {
      const blockTime = await blocks.timeOf(entry.blockNumber, entry.blockHash);
      const at = `${entry.txHash}:${entry.logIndex}`;
      sameEndpoint();
      if (entry.kind === "transfer") {
        if (await write(`PXL transfer ${at}`, () => storePxlTransfer(db, chainId, { ...entry, blockTime })))
          transfers++;
      } else if (await write(`claim ${at}`, () => storeClaim(db, chainId, { ...entry, blockTime }))) {
        claims++;
        changed.add(entry.txHash);
      }
    }

    // A row whose block is no longer the canonical one at its height was removed by a reorg; one at
    // or below the finalized block is final.
    let settled = 0;
    for (const table of [pxlTransfers, distributionClaims]) {
      for (const row of await pendingEvents(db, table, chainId)) {
        const block = await blocks.at(row.blockNumber);
        const canonical = block?.hash === row.blockHash;
        const outcome = !canonical ? "orphaned" : row.blockNumber <= finalized ? "final" : null;
        sameEndpoint();
        if (outcome && (await settleEvent(db, table, chainId, row, outcome))) {
          settled++;
          if (table === distributionClaims) changed.add(row.txHash);
        }
      }
    }

    // Everything up to `toBlock` was read: the cursor may move up to it, and never above a final block.
    const finalThrough = minBigint(finalized, toBlock);
    const finalThroughTime = await blocks.finalTime(finalThrough, state);
    sameEndpoint();
    await saveDistributionProgress(db, chainId, key, { finalThrough, finalThroughTime }, head);
    if (changed.size > 0) options.onChange?.({ txHashes: [...changed] });
    return { head, toBlock, finalized, transfers, claims, settled };
  }

  /** Ticks every `intervalMs`; an error is recorded and the next tick retries. Resolves a stop once the tick ended. */
  function start(intervalMs: number): () => Promise<void> {
    return startTickLoop(tick, intervalMs, async (error) => {
      log.error({ err: error }, `distribution indexer (chain ${chainId}):`);
      await saveDistributionError(db, chainId, error).catch(() => undefined);
    });
  }

  return { tick, start };
}

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

/** Whether any distribution contract is configured (nothing to index otherwise). */
export const indexesAnything = (contracts: IndexedContracts) =>
  Boolean(contracts.pxlToken || contracts.pxlDistributor || contracts.dividendDistributor);
