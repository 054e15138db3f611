import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { AttributionRequest } from "@/shared/payments/attribution-request";

export type FileResult =
  | { status: "filed"; id: string; amount: bigint }
  /** Every transfer of the transaction is credited (or will be, by wallet proof) to this user. */
  | { status: "already_yours" }
  /** ...or to someone else: said as the claim says it, without naming anyone. */
  | { status: "claimed" }
  | { status: "orphaned" }
  | { status: "duplicate" };

interface LogState {
  log_index: number;
  finality: "pending" | "final" | "orphaned";
  amount: string;
  credited_to: string | null;
  linked_by: string | null;
}

/**
 * Files a user's request that an operator credit them a payment they sent from a wallet they cannot
 * sign with, once the caller has verified and recorded the transaction on chain. The request names
 * one transfer of the transaction that nobody owns: not credited, and from a wallet nobody linked (a
 * linked sender's payment is credited by wallet proof, no operator needed). It may still be pending:
 * the operator attributes it once final.
 *
 * An exchange batches withdrawals: one transaction may pay the sale wallet for several investors.
 * Each request therefore takes the first unowned transfer that no one has asked for yet, so two
 * investors of one batch name a transfer each; only when every unowned transfer is asked for does a
 * request join one (the operator then sees both and decides). A user's second request for the same
 * transaction is a duplicate: it must not take another investor's transfer.
 *
 * Invariant: one open request per payment and user. The partial unique index decides, so two
 * requests sent at once file one.
 */
export async function fileAttributionRequest(
  db: Db,
  userId: string,
  chainId: number,
  input: AttributionRequest,
): Promise<FileResult> {
  const logs = await queryRows<LogState>(
    db,
    sql`select p.log_index, p.finality, p.amount_micro_usdt::text as amount,
               l.user_id as credited_to, w.user_id as linked_by
        from payments p
        left join ledger_entries l using (chain_id, tx_hash, log_index)
        left join wallet_links w on w.address = p.from_address
        where p.chain_id = ${chainId} and p.tx_hash = ${input.txHash}
        order by p.log_index`,
  );
  const live = logs.filter((log) => log.finality !== "orphaned");
  if (live.length === 0) return { status: "orphaned" };
  const unowned = live.filter((log) => log.credited_to === null && log.linked_by === null);
  if (unowned.length === 0) {
    const owners = live.map((log) => log.credited_to ?? log.linked_by);
    return owners.includes(userId) ? { status: "already_yours" } : { status: "claimed" };
  }
  const asked = await queryRows<{ log_index: number; user_id: string }>(
    db,
    sql`select log_index, user_id from attribution_requests
        where chain_id = ${chainId} and tx_hash = ${input.txHash} and status = 'open'`,
  );
  if (asked.some((request) => request.user_id === userId)) return { status: "duplicate" };
  const open =
    unowned.find((log) => !asked.some((request) => request.log_index === log.log_index)) ?? unowned[0];
  if (!open) throw new Error("unreachable: an unowned transfer was found above");
  const [filed] = await queryRows<{ id: string }>(
    db,
    sql`insert into attribution_requests (user_id, chain_id, tx_hash, log_index, exchange, note)
        values (${userId}, ${chainId}, ${input.txHash}, ${open.log_index}, ${input.exchange}, ${input.note})
        on conflict (user_id, chain_id, tx_hash, log_index) where status = 'open' do nothing
        returning id`,
  );
  return filed ? { status: "filed", id: filed.id, amount: BigInt(open.amount) } : { status: "duplicate" };
}
