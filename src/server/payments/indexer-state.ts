import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { indexerState } from "@/server/db/schema";
import { operatorText } from "@/server/payments/operator-text";

export type IndexerState = typeof indexerState.$inferSelect;

/** The indexer's position on a chain, created at `startBlock - 1` the first time. */
export async function loadIndexerState(db: Db, chainId: number, startBlock: bigint): Promise<IndexerState> {
  await db
    .insert(indexerState)
    .values({ chainId, finalThrough: startBlock - 1n })
    .onConflictDoNothing({ target: indexerState.chainId });
  const [state] = await db.select().from(indexerState).where(eq(indexerState.chainId, chainId));
  if (!state) throw new Error(`no indexer state for chain ${chainId}`);
  return state;
}

/**
 * After a good tick. `finalThroughTime` is the block time of `finalThrough` (null when not read).
 * `notice` is a standing problem an operator must resolve although the tick succeeded (payments
 * left in place by the reclassification): it stays the saved error until gone.
 */
export async function saveProgress(
  db: Db,
  chainId: number,
  { finalThrough, finalThroughTime }: { finalThrough: bigint; finalThroughTime: Date | null },
  head: bigint,
  notice: string | null = null,
) {
  await db
    .update(indexerState)
    // greatest(): the position never moves back, even if a provider answers with an older finalized
    // block; nor does its time (block times only grow with the height; greatest() skips a null).
    .set({
      finalThrough: sql`greatest(${indexerState.finalThrough}, ${finalThrough})`,
      finalThroughTime: sql`greatest(${indexerState.finalThroughTime}, ${finalThroughTime?.toISOString() ?? null}::timestamptz)`,
      head,
      lastTickAt: new Date(),
      lastError: notice,
      lastErrorAt: notice === null ? null : new Date(),
    })
    .where(eq(indexerState.chainId, chainId));
}

/** After a failed tick: the error as operators may read it (no query, parameters or URL; see operatorText). */
export async function saveError(db: Db, chainId: number, error: unknown) {
  await db
    .update(indexerState)
    .set({ lastError: operatorText(error), lastErrorAt: new Date() })
    .where(eq(indexerState.chainId, chainId));
}

export interface IndexerHealth {
  chainId: number;
  head: string | null;
  finalThrough: string;
  /** Blocks between the head and the last block known final: how far behind final the site is. */
  lagBlocks: string | null;
  lastTickAt: string | null;
  lastError: string | null;
}

/** What /healthz shows of each chain's indexer. */
export async function indexerHealth(db: Db): Promise<IndexerHealth[]> {
  const rows = await db.select().from(indexerState);
  return rows.map((r) => ({
    chainId: r.chainId,
    head: r.head?.toString() ?? null,
    finalThrough: r.finalThrough.toString(),
    lagBlocks: r.head === null ? null : (r.head - r.finalThrough).toString(),
    lastTickAt: r.lastTickAt?.toISOString() ?? null,
    lastError: r.lastError,
  }));
}
