import type { Database } from "@/server/db/client";
import { createDistributionIndexer, indexesAnything } from "@/server/distribution/distribution-indexer";
import type { IndexedContracts } from "@/server/distribution/distribution-logs";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { log } from "@/server/lib/log";
import { createIndexer, INDEXER_LOCK_KEY, type IndexerOptions } from "@/server/payments/indexer";

interface RunnerOptions {
  database: Database;
  /** With `distribution`, the same instance also follows PXL Transfers and the distributors' claims. */
  chain: Omit<IndexerOptions, "db" | "onChange"> & { distribution?: IndexedContracts };
  intervalMs: number;
  /** How often an instance that is not the indexer tries to become it (the indexer's instance may stop). */
  takeoverMs?: number;
}

/**
 * Runs the payment indexer in exactly one instance: the one holding the advisory lock. The others
 * keep trying, so when that instance stops (its connection, and so the lock, goes) another takes over.
 * After each change the ledger allocates what became final, then every instance hears of it.
 * The distribution indexer (PXL Transfers, Claimed events) runs beside it under the same lock, in a
 * loop of its own: a failure of one never holds the other.
 */
export function runIndexerWhenLeader({ database, chain, intervalMs, takeoverMs = 15_000 }: RunnerOptions) {
  const { db } = database;
  let stopped = false;
  let stopIndexer: (() => Promise<void>) | null = null;
  let stopDistribution: (() => Promise<void>) | null = null;
  let allocating: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;

  // What the indexer stored announces itself (ledger events); what became final goes through the ledger.
  // A failed allocation is retried until it succeeds: the payments that became final in that tick are
  // behind the indexer's cursor, so no later tick announces them again (found by the simulation).
  let retryAllocation: NodeJS.Timeout | undefined;
  const allocate = (): void => {
    clearTimeout(retryAllocation);
    allocating = allocateFinalPayments(db).catch((error: unknown) => {
      log.error({ err: error }, "ledger allocation failed; retrying");
      if (stopped) return;
      retryAllocation = setTimeout(allocate, intervalMs);
      retryAllocation.unref();
    });
  };
  const onChange: IndexerOptions["onChange"] = allocate;

  async function attempt() {
    if (stopped) return;
    const leader = await database.holdAdvisoryLock(INDEXER_LOCK_KEY).catch((error: unknown) => {
      log.error({ err: error }, "could not ask for the indexer lock");
      return false;
    });
    if (stopped) return;
    if (leader) {
      stopIndexer = createIndexer({ ...chain, db, onChange }).start(intervalMs);
      const contracts = chain.distribution;
      if (contracts && indexesAnything(contracts)) {
        const { client, chainId, startBlock, finality } = chain;
        stopDistribution = createDistributionIndexer({
          db,
          client,
          chainId,
          contracts,
          startBlock,
          finality,
        }).start(intervalMs);
      }
    } else {
      retry = setTimeout(() => void attempt(), takeoverMs);
      retry.unref();
    }
  }

  const started = attempt();
  return {
    /** Resolves after the first attempt to become the indexer. */
    started,
    get leader() {
      return stopIndexer !== null;
    },
    /** Stops, and resolves once the running tick and allocation have ended (the database may close then). */
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(retryAllocation);
      await Promise.all([stopIndexer?.(), stopDistribution?.()]);
      await allocating;
    },
  };
}
