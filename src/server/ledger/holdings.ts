import { sql } from "drizzle-orm";

/**
 * What each user holds by the ledger, as a subquery of (user_id, tokens, invested): their credited
 * micro-PXL and the micro-USDT credited for them. Users without a credited payment have no row.
 */
export const holdingsByUser = sql`(
  select user_id, sum(tokens_micro_pxl) as tokens, sum(credited_micro_usdt) as invested
  from ledger_entries where user_id is not null group by user_id
)`;
