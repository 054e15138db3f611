import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";

export type ClaimResult =
  | { status: "credited"; credited: bigint }
  | { status: "already_yours" }
  | { status: "link_wallet"; wallet: string }
  | { status: "claimed_by_someone_else" }
  | { status: "not_final" };

/**
 * A user's claim of a payment by its hash, once the caller has verified and recorded it on chain.
 * Knowing a hash proves nothing (hashes are public): the ledger credits a payment to the user who
 * linked its sender, and a claim only asks it to settle now and says where the payment stands for
 * this user. Concurrent claims credit a payment once (the ledger's allocation is serialised).
 *
 * A payment not final yet is remembered as this user's claim: when the ledger settles it, the
 * user's pages are told (a live event), and they ask again then.
 */
export async function claimPayment(
  db: Db,
  userId: string,
  chainId: number,
  txHash: string,
): Promise<ClaimResult> {
  const hash = txHash.toLowerCase();
  const { credited } = await allocateFinalPayments(db, { via: "claim" });
  const entries = await queryRows<{ from_address: string; user_id: string | null; linked_by: string | null }>(
    db,
    sql`select p.from_address, l.user_id, w.user_id as linked_by
        from ledger_entries l
        join payments p using (chain_id, tx_hash, log_index)
        left join wallet_links w on w.address = p.from_address
        where l.chain_id = ${chainId} and l.tx_hash = ${hash}
        order by l.log_index`,
  );
  if (entries.length === 0) {
    await db.execute(sql`insert into payment_claims (user_id, chain_id, tx_hash)
      values (${userId}, ${chainId}, ${hash}) on conflict do nothing`);
    return { status: "not_final" };
  }
  await db.execute(sql`delete from payment_claims
    where user_id = ${userId} and chain_id = ${chainId} and tx_hash = ${hash}`);

  const creditedNow = credited.filter(
    (e) => e.user_id === userId && e.chain_id === chainId && e.tx_hash === hash,
  );
  if (creditedNow.length > 0) {
    return { status: "credited", credited: creditedNow.reduce((sum, e) => sum + BigInt(e.credited), 0n) };
  }
  // One transaction may pay for several people (a batch): the claimant's business is only the
  // entries sent from wallets they linked; the others belong to their own senders' owners.
  if (entries.some((e) => e.user_id === userId)) return { status: "already_yours" };
  // A wallet belongs to one user: its owner may claim, nobody else can link it.
  const unlinked = entries.find((e) => e.user_id === null && e.linked_by === null);
  return unlinked
    ? { status: "link_wallet", wallet: unlinked.from_address }
    : { status: "claimed_by_someone_else" };
}
