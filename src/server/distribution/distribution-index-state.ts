import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { distributionIndexState } from "@/server/db/schema";
import { operatorText } from "@/server/payments/operator-text";

export type DistributionIndexState = typeof distributionIndexState.$inferSelect;

/**
 * The distribution indexer's position on a chain, created at `startBlock - 1` the first time, and
 * put back there when `contracts` (the configured contracts, in one string) differ from those it was
 * reached for: a contract added to the configuration has a history nobody read yet.
 */
export async function loadDistributionCursor(
  db: Db,
  chainId: number,
  contracts: string,
  startBlock: bigint,
): Promise<DistributionIndexState> {
  await db
    .insert(distributionIndexState)
    .values({ chainId, contracts, finalThrough: startBlock - 1n })
    .onConflictDoUpdate({
      target: distributionIndexState.chainId,
      // Its time goes back too: nothing of the new contract's history is read yet.
      set: { contracts, finalThrough: startBlock - 1n, finalThroughTime: null },
      setWhere: sql`${distributionIndexState.contracts} <> ${contracts}`,
    });
  const [state] = await db
    .select()
    .from(distributionIndexState)
    .where(eq(distributionIndexState.chainId, chainId));
  if (!state) throw new Error(`no distribution index state for chain ${chainId}`);
  return state;
}

/**
 * After a good tick, with the block time of `finalThrough` (null when not read); neither moves back
 * (a provider may answer with an older finalized block; greatest() skips a null).
 */
export async function saveDistributionProgress(
  db: Db,
  chainId: number,
  contracts: string,
  { finalThrough, finalThroughTime }: { finalThrough: bigint; finalThroughTime: Date | null },
  head: bigint,
) {
  await db
    .update(distributionIndexState)
    .set({
      finalThrough: sql`greatest(${distributionIndexState.finalThrough}, ${finalThrough})`,
      finalThroughTime: sql`greatest(${distributionIndexState.finalThroughTime}, ${finalThroughTime?.toISOString() ?? null}::timestamptz)`,
      head,
      lastTickAt: new Date(),
      lastError: null,
      lastErrorAt: null,
    })
    .where(
      sql`${distributionIndexState.chainId} = ${chainId} and ${distributionIndexState.contracts} = ${contracts}`,
    );
}

/** After a failed tick: the error as operators may read it (see operatorText). */
export async function saveDistributionError(db: Db, chainId: number, error: unknown) {
  await db
    .update(distributionIndexState)
    .set({ lastError: operatorText(error), lastErrorAt: new Date() })
    .where(eq(distributionIndexState.chainId, chainId));
}
