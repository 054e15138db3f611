import { Hono } from "hono";
import type { Db } from "@/server/db/client";
import { distributionIndexState, indexerState } from "@/server/db/schema";

/** What `/healthz` shows of one chain's indexer: positions and times, never an error's text. */
export interface IndexerHealthView {
  chainId: number;
  head: string | null;
  finalThrough: string;
  /** The block time of `finalThrough` (ISO 8601): the chain is read through it; a dividend waits for it. */
  finalThroughTime: string | null;
  /** Blocks between the head and the last block known final: how far behind final the site is. */
  lagBlocks: string | null;
  /** The end of the last successful tick (ISO 8601), and how many seconds ago that was. */
  lastTickAt: string | null;
  secondsSinceLastTick: number | null;
  /** The most recent tick failed (its error is on the operator overview and in the logs). */
  lastTickFailed: boolean;
  /** No successful tick for longer than the stale limit (or none yet). */
  stale: boolean;
}

export interface Health {
  status: "ok" | "degraded";
  /** The payment indexer (USDT to and from the sale wallet), one per chain. */
  indexers: IndexerHealthView[];
  /** The distribution indexer (PXL Transfers, claims), one per chain where contracts are configured. */
  distributionIndexers: IndexerHealthView[];
}

type StateRow = Pick<
  typeof indexerState.$inferSelect,
  "chainId" | "head" | "finalThrough" | "finalThroughTime" | "lastTickAt" | "lastErrorAt"
>;

/**
 * How long without a successful tick before the indexer counts as stalled: five intervals, and at
 * least a minute, so that one slow tick (an RPC endpoint timing out before the next answers) is not
 * an alarm but a hanging one is.
 */
export const staleAfterMs = (indexerIntervalMs: number) => Math.max(60_000, 5 * indexerIntervalMs);

/**
 * `degraded` when any chain's indexer (payments or distribution) had its last tick fail or its last successful tick is older than the stale
 * limit. The lag in blocks is shown, not judged: with Arbitrum's `finalized` tag it is thousands of
 * blocks in normal running, and a stalled indexer shows in the time since its last tick instead.
 * The text of an error is never here: it may hold SQL, parameters or an endpoint's URL with its key.
 */
export async function health(
  db: Db,
  { staleAfter, now = new Date() }: { staleAfter: number; now?: Date },
): Promise<Health> {
  const view = (r: StateRow): IndexerHealthView => {
    const sinceMs = r.lastTickAt ? now.getTime() - r.lastTickAt.getTime() : null;
    return {
      chainId: r.chainId,
      head: r.head?.toString() ?? null,
      finalThrough: r.finalThrough.toString(),
      finalThroughTime: r.finalThroughTime?.toISOString() ?? null,
      lagBlocks: r.head === null ? null : (r.head - r.finalThrough).toString(),
      lastTickAt: r.lastTickAt?.toISOString() ?? null,
      secondsSinceLastTick: sinceMs === null ? null : Math.max(0, Math.floor(sinceMs / 1000)),
      // A successful tick clears the error; compared by time too, so a stale error never shows as current.
      lastTickFailed: r.lastErrorAt !== null && (r.lastTickAt === null || r.lastErrorAt >= r.lastTickAt),
      stale: sinceMs === null || sinceMs > staleAfter,
    };
  };
  const indexers = (await db.select().from(indexerState).orderBy(indexerState.chainId)).map(view);
  const distributionIndexers = (
    await db.select().from(distributionIndexState).orderBy(distributionIndexState.chainId)
  ).map(view);
  const degraded = [...indexers, ...distributionIndexers].some((i) => i.lastTickFailed || i.stale);
  return { status: degraded ? "degraded" : "ok", indexers, distributionIndexers };
}

/**
 * `GET /healthz`: 200 whenever the server and its database answer, `ok` or `degraded` in the body.
 * Every instance reports the one indexer, so a load balancer that pulled `degraded` instances would
 * pull them all: alert on the body, route on the status.
 */
export function healthRoutes(db: Db, { indexerIntervalMs }: { indexerIntervalMs: number }): Hono {
  const staleAfter = staleAfterMs(indexerIntervalMs);
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json<Health>(await health(db, { staleAfter }));
  });
}
