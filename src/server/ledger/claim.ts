import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

export type ClaimResult =
  | { status: "credited"; credited: bigint }
  | { status: "already_yours" }
  | { status: "link_wallet"; wallet: string }
  | { status: "claimed_by_someone_else" }
  | { status: "not_final" };

/**
 * A user's claim of a payment by its hash. Knowing a hash proves nothing (hashes are public): the
 * payment goes to the claimant only when the claimant linked its sender. The update takes only
 * entries still awaiting attribution, so concurrent claims credit a payment once.
 */
export async function claimPayment(
  db: Db,
  userId: string,
  chainId: number,
  txHash: string,
): Promise<ClaimResult> {
  const hash = txHash.toLowerCase();
  const entries = await queryRows<{ from_address: string; user_id: string | null; linked_by: string | null }>(
    db,
    sql`select p.from_address, l.user_id, w.user_id as linked_by
        from ledger_entries l
        join payments p using (chain_id, tx_hash, log_index)
        left join wallet_links w on w.address = p.from_address
        where l.chain_id = ${chainId} and l.tx_hash = ${hash}
        order by l.log_index`,
  );
  if (entries.length === 0) return { status: "not_final" };
  if (entries.every((e) => e.user_id === userId)) return { status: "already_yours" };
  // One transaction may pay for several people (a batch): the claimant's business is only the
  // entries sent from wallets they linked; the others belong to their own senders' owners.
  if (!entries.some((e) => e.user_id === null && e.linked_by === userId)) {
    if (entries.some((e) => e.user_id === userId)) return { status: "already_yours" };
    // A wallet belongs to one user: its owner may claim, nobody else can link it.
    const unlinked = entries.find((e) => e.user_id === null && e.linked_by === null);
    return unlinked
      ? { status: "link_wallet", wallet: unlinked.from_address }
      : { status: "claimed_by_someone_else" };
  }

  const taken = await queryRows<{ credited: string }>(
    db,
    sql`update ledger_entries l set user_id = ${userId}, attribution = 'wallet_proof', attributed_at = now()
        from payments p, wallet_links w
        where l.chain_id = ${chainId} and l.tx_hash = ${hash} and l.user_id is null
          and p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
          and w.address = p.from_address and w.user_id = ${userId}
        returning l.credited_micro_usdt::text as credited`,
  );
  if (taken.length === 0) return { status: "already_yours" }; // a concurrent claim of the same user won
  return { status: "credited", credited: taken.reduce((sum, row) => sum + BigInt(row.credited), 0n) };
}
