import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { shortHex } from "@/shared/format/short-hex";
import { SALE_FEED_LIMIT, type SaleFeed } from "@/shared/portfolio/sale-feed";

/**
 * The latest payments to the sale wallet, newest first, pending ones included (the feed shows a
 * payment as soon as it is seen) and orphaned ones never. Senders are shortened: the feed is public.
 */
export async function readSaleFeed(db: Db, limit = SALE_FEED_LIMIT): Promise<SaleFeed> {
  const rows = await queryRows<{
    tx_hash: string;
    log_index: number;
    from_address: string;
    amount: string;
    finality: "pending" | "final";
    block_time: Date | string;
  }>(
    db,
    sql`select tx_hash, log_index, from_address, amount_micro_usdt::text as amount, finality, block_time
        from payments
        where finality <> 'orphaned'
        order by block_number desc, log_index desc
        limit ${Math.min(limit, SALE_FEED_LIMIT)}`,
  );
  return {
    payments: rows.map((row) => ({
      id: `${row.tx_hash}:${row.log_index}`,
      amountMicroUsdt: row.amount,
      sender: shortHex(row.from_address),
      time: new Date(row.block_time).toISOString(),
      status: row.finality,
    })),
  };
}
