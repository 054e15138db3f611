import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { chainHoldingsAt } from "@/server/distribution/chain-holdings-at";
import { holdingsSource } from "@/shared/distribution/chain-holdings";

export interface HoldingAt {
  userId: string;
  heldMicroPxl: bigint;
}

/**
 * What each investor held at a record date: by the ledger until the first PXL round published at or
 * before it, by the chain from then on (see `holdingsSource` and `chainHoldings` in src/shared).
 * `source`: where they come from, when the caller already asked (holdingsSourceAt).
 */
export async function holdingsAt(db: Db, at: Date, source?: "ledger" | "chain"): Promise<HoldingAt[]> {
  const ledger = await ledgerHoldingsAt(db, at);
  if ((source ?? (await holdingsSourceAt(db, at))) === "ledger") return ledger;
  const held = await chainHoldingsAt(db, at, ledger);
  return [...held]
    .map(([userId, heldMicroPxl]) => ({ userId, heldMicroPxl }))
    .sort((a, b) =>
      a.heldMicroPxl === b.heldMicroPxl
        ? a.userId.localeCompare(b.userId)
        : a.heldMicroPxl > b.heldMicroPxl
          ? -1
          : 1,
    );
}

/** Where holdings at a record date come from: the chain once a PXL round was published at or before it. */
export async function holdingsSourceAt(db: Db, at: Date): Promise<"ledger" | "chain"> {
  const [first] = await queryRows<{ published_at: Date | string }>(
    db,
    sql`select published_at from distribution_rounds where kind = 'pxl' and status = 'published'
        order by published_at limit 1`,
  );
  return holdingsSource(first ? new Date(first.published_at) : null, at);
}

/**
 * What each investor held at a record date by the ledger (before the tokens are distributed on
 * chain): the tokens of their credited payments whose block time is at or before the date. The
 * block time is the payment's, not the credit's: a payment made on 30 June and attributed in July
 * was bought within H1. Largest holders first; investors holding nothing then have no row.
 */
export async function ledgerHoldingsAt(db: Db, at: Date): Promise<HoldingAt[]> {
  const rows = await queryRows<{ user_id: string; held: string }>(
    db,
    sql`select l.user_id, sum(l.tokens_micro_pxl)::text as held
        from ledger_entries l
        join payments p on p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
        where l.user_id is not null and p.block_time <= ${at.toISOString()}::timestamptz
        group by l.user_id
        having sum(l.tokens_micro_pxl) > 0
        order by sum(l.tokens_micro_pxl) desc, l.user_id`,
  );
  return rows.map((row) => ({ userId: row.user_id, heldMicroPxl: BigInt(row.held) }));
}
