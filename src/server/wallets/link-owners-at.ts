import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

/**
 * Who each wallet belonged to at `at`, by its links (`wallet_link_periods`): the user whose link
 * covers `at` (linked at or before it, not unlinked by then); for a wallet nobody had linked at
 * `at`, the first user to link it after, who proved control of a wallet no one else claimed then.
 * A link that ended at or before `at` names nobody, and one undone at the instant it was made
 * (linked and unlinked in one transaction) names nobody ever. Addresses are lower-case, as linked.
 */
export async function linkOwnersAt(db: Db, at: Date): Promise<{ address: string; userId: string }[]> {
  const when = at.toISOString();
  const rows = await queryRows<{ address: string; user_id: string }>(
    db,
    sql`select distinct on (address) address, user_id from wallet_link_periods
        where (unlinked_at is null or unlinked_at > ${when}::timestamptz)
          and (unlinked_at is null or unlinked_at > linked_at)
        order by address, linked_at <= ${when}::timestamptz desc, linked_at`,
  );
  return rows.map((row) => ({ address: row.address, userId: row.user_id }));
}
