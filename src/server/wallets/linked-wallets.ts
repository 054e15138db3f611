import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { LinkedWallet } from "@/shared/wallets/wallet-schemas";

/** The user's linked wallets: the primary first, then in the order they were linked. */
export async function listLinkedWallets(db: Db, userId: string): Promise<LinkedWallet[]> {
  const rows = await queryRows<{ address: string; is_primary: boolean; linked_at: Date | string }>(
    db,
    sql`select address, is_primary, linked_at from wallet_links
        where user_id = ${userId} order by is_primary desc, linked_at, address`,
  );
  return rows.map((row) => ({
    address: getAddress(row.address),
    primary: row.is_primary,
    linkedAt: new Date(row.linked_at).toISOString(),
  }));
}

/**
 * Makes one of the user's wallets the primary one. The unique index allows one primary per user and
 * is checked row by row, so the old primary is cleared before the new one is set, in one transaction.
 * False when the wallet is not the user's.
 */
export async function makePrimaryWallet(db: Db, userId: string, address: string): Promise<boolean> {
  const lower = address.toLowerCase();
  return db.transaction(async (tx) => {
    const owned = await queryRows<{ address: string }>(
      tx,
      sql`select address from wallet_links where user_id = ${userId} for update`,
    );
    if (!owned.some((row) => row.address === lower)) return false;
    await tx.execute(
      sql`update wallet_links set is_primary = false where user_id = ${userId} and address <> ${lower}`,
    );
    await tx.execute(
      sql`update wallet_links set is_primary = true where user_id = ${userId} and address = ${lower}`,
    );
    return true;
  });
}

/**
 * Unlinks one of the user's wallets. What it paid and was credited stays the user's in the ledger; its
 * later payments wait for someone to prove the wallet again. When it was the primary wallet, the
 * earliest linked of the others becomes primary. False when the wallet is not the user's.
 */
export async function removeWallet(db: Db, userId: string, address: string): Promise<boolean> {
  const lower = address.toLowerCase();
  return db.transaction(async (tx) => {
    const owned = await queryRows<{ address: string }>(
      tx,
      sql`select address from wallet_links where user_id = ${userId} for update`,
    );
    if (!owned.some((row) => row.address === lower)) return false;
    await tx.execute(sql`delete from wallet_links where user_id = ${userId} and address = ${lower}`);
    await tx.execute(
      sql`update wallet_links set is_primary = true
          where address = (select address from wallet_links where user_id = ${userId}
                           order by linked_at, address limit 1)
            and not exists (select 1 from wallet_links where user_id = ${userId} and is_primary)`,
    );
    return true;
  });
}
