import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { payments } from "@/server/db/schema";

export interface SelfPaymentsReport {
  /** Moved from payments to outgoing transfers (with their unattributed ledger entries removed). */
  moved: number;
  /** Left in place because someone relies on their ledger entry: attributed, or refunded. */
  leftInPlace: Array<{ txHash: string; logIndex: number }>;
}

/**
 * Before issue 10 the indexer stored the sale wallet's transfers to itself as payments. Such a row
 * is moved to outgoing_transfers (its finality and block kept) when its ledger entry, if any, has
 * no user and no recorded refund: that entry goes too. An entry a user or an operator already
 * relies on is never removed by code: that payment stays where it is, and is reported.
 * One indexed query when there is nothing to do (the usual case).
 */
export async function reclassifySelfPayments(
  db: Db,
  chainId: number,
  saleWallet: string,
): Promise<SelfPaymentsReport> {
  const wallet = saleWallet.toLowerCase();
  const [found] = await db
    .select({ txHash: payments.txHash })
    .from(payments)
    .where(and(eq(payments.chainId, chainId), eq(payments.fromAddress, wallet)))
    .limit(1);
  if (!found) return { moved: 0, leftInPlace: [] };

  return db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from ledger_entries l using payments p
      where p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
        and p.chain_id = ${chainId} and p.from_address = ${wallet}
        and l.user_id is null and l.refund_paid_tx_hash is null`);
    const moved = await queryRows<{ tx_hash: string }>(
      tx,
      sql`with moved as (
            delete from payments p
            where p.chain_id = ${chainId} and p.from_address = ${wallet}
              and not exists (select 1 from ledger_entries l
                              where l.chain_id = p.chain_id and l.tx_hash = p.tx_hash and l.log_index = p.log_index)
            returning p.*)
          insert into outgoing_transfers
            (chain_id, tx_hash, log_index, to_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
          select chain_id, tx_hash, log_index, ${wallet}, amount_micro_usdt, block_number, block_hash, block_time, finality
          from moved
          on conflict (chain_id, tx_hash, log_index) do nothing
          returning tx_hash`,
    );
    const left = await tx
      .select({ txHash: payments.txHash, logIndex: payments.logIndex })
      .from(payments)
      .where(and(eq(payments.chainId, chainId), eq(payments.fromAddress, wallet)))
      .orderBy(payments.blockNumber, payments.logIndex);
    return { moved: moved.length, leftInPlace: left };
  });
}

/** What the indexer saves for operators while such payments remain, or null when none do. */
export function selfPaymentsNotice(report: SelfPaymentsReport): string | null {
  const count = report.leftInPlace.length;
  if (count === 0) return null;
  const shown = report.leftInPlace
    .slice(0, 3)
    .map((p) => `${p.txHash.slice(0, 10)}…:${p.logIndex}`)
    .join(", ");
  return (
    `${count} payment${count === 1 ? "" : "s"} sent from the sale wallet to itself still counted as incoming ` +
    `(attributed or refunded, so left in place): ${shown}${count > 3 ? ", …" : ""}. An operator must resolve ${count === 1 ? "it" : "them"}.`
  );
}
