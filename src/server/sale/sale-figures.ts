import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { log } from "@/server/lib/log";
import { type TokenData, tokenDataFor } from "@/shared/sale/token-data";

/** The spec's cache time of the token data. */
export const SALE_FIGURES_TTL_MS = 30_000;

interface Snapshot {
  /** `updatedAt` is when the figures last changed: a refresh that finds them equal keeps the snapshot. */
  data: TokenData;
  /** Serialised once per change of the figures: `GET /api/sale` only copies bytes. */
  json: string;
  /** A strong validator of `json`, for `If-None-Match`. */
  etag: string;
  /** When the figures were last read (changed or not), for the TTL. */
  at: number;
}

function snapshotOf(data: TokenData, at: number): Snapshot {
  const json = JSON.stringify(data);
  const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
  return { data, json, etag, at };
}

/**
 * Total raised as the database knows it: the larger of the credited total and the final incoming
 * payments. Credits come from final payments, so the second bounds the first; both are read so
 * that a hand attribution or a ledger fault can never show less than was credited. Only money that
 * came in is here: the indexer keeps transfers from the sale wallet (to itself too) out of
 * `payments`, and zero-value logs out of both tables.
 */
export async function raisedFromDatabase(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select greatest(
          (select coalesce(sum(amount_micro_usdt), 0) from payments where finality = 'final'),
          (select coalesce(sum(credited_micro_usdt), 0) from ledger_entries)
        )::text as total`,
  );
  return BigInt(row?.total ?? "0");
}

/**
 * Keeps the sale figures in memory. Reads are served from the last snapshot; a snapshot older
 * than the TTL is refreshed in the background (the stale one is served meanwhile), and concurrent
 * refreshes share one query.
 */
export function createSaleFigures(
  db: Db,
  {
    ttlMs = SALE_FIGURES_TTL_MS,
    now = Date.now,
    walletBalance,
  }: { ttlMs?: number; now?: () => number; walletBalance?: () => Promise<bigint> } = {},
) {
  let snapshot: Snapshot | null = null;
  let inFlight: Promise<Snapshot> | null = null;

  /**
   * Spec: the total raised is the larger of what the database counts and the sale wallet's USDT
   * balance. A balance that cannot be read leaves the database's total (and is logged).
   */
  async function raisedNow(): Promise<bigint> {
    const [counted, balance] = await Promise.all([
      raisedFromDatabase(db),
      walletBalance
        ? walletBalance().catch((error: unknown) => {
            log.error({ err: error }, "sale wallet balance unavailable");
            return 0n;
          })
        : Promise.resolve(0n),
    ]);
    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them)
    return balance > counted ? balance : counted;
  }

  function refresh(): Promise<Snapshot> {
    inFlight ??= raisedNow()
      .then((raised) => {
        const at = now();
        snapshot =
          snapshot && snapshot.data.totalRaised === raised.toString()
            ? { ...snapshot, at }
            : snapshotOf(tokenDataFor(raised, new Date(at)), at);
        return snapshot;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  /** The figures in memory (null before the first read); one older than the TTL starts a refresh. */
  function loaded(): Snapshot | null {
    if (snapshot && now() - snapshot.at > ttlMs) {
      refresh().catch((error: unknown) => log.error({ err: error }, "sale figures refresh failed"));
    }
    return snapshot;
  }

  return {
    refresh,
    loaded,
    /** The current figures; waits only when none were ever loaded. */
    async current(): Promise<Snapshot> {
      return loaded() ?? refresh();
    },
  };
}

export type SaleFigures = ReturnType<typeof createSaleFigures>;
