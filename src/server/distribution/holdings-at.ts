import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

export interface HoldingAt {
  userId: string;
  heldMicroPxl: bigint;
}

/**
 * What each investor held at a record date by the ledger (before the tokens are distributed on
 * chain): the tokens of their credited payments whose block time is at or before the date. The
 * block time is the payment's, not the credit's: a payment made on 30 June and attributed in July
 * was bought within H1. Largest holders first; investors holding nothing then have no row.
 */
export async function holdingsAt(db: Db, at: Date): Promise<HoldingAt[]> {
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
