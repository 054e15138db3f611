import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

/**
 * The users whose payment lists include these transactions: the user credited in the ledger, or
 * else the user who linked the sender (a pending payment shows as "Processing..." to them).
 */
export async function ownersOfTransactions(db: Db, chainId: number, txHashes: readonly string[]) {
  if (txHashes.length === 0) return [];
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct coalesce(l.user_id, w.user_id) as user_id
        from payments p
        left join ledger_entries l using (chain_id, tx_hash, log_index)
        left join wallet_links w on w.address = p.from_address
        where p.chain_id = ${chainId}
          and p.tx_hash in (${sql.join(
            txHashes.map((hash) => sql`${hash.toLowerCase()}`),
            sql`, `,
          )})
          and coalesce(l.user_id, w.user_id) is not null`,
  );
  return rows.map((row) => row.user_id);
}
