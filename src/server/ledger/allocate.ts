import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { CAP_MICRO_USDT, microTokensForAmount } from "@/shared/sale/rules";

/** "PXLLED": serialises allocations, so the room left under the cap is never handed out twice. */
const LEDGER_LOCK_KEY = 0x5058_4c4c_4544n;

/**
 * Makes the ledger entry of every final payment that has none, in chain order (block, then log
 * index). Each takes what still fits under the cap; the rest is refund due. A payment whose sender
 * is a linked wallet is credited to that wallet's user; the others await attribution.
 *
 * Invariant: at most one entry per payment (primary key), and the entries' credited amounts never
 * exceed the cap: allocations run one at a time under a transaction-scoped advisory lock.
 */
export async function allocateFinalPayments(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_KEY.toString()}::bigint)`);
    const [allocated] = await queryRows<{ total: string }>(
      tx as unknown as Db,
      sql`select coalesce(sum(credited_micro_usdt), 0)::text as total from ledger_entries`,
    );
    const waiting = await queryRows<{
      chain_id: number;
      tx_hash: string;
      log_index: number;
      amount: string;
      user_id: string | null;
    }>(
      tx as unknown as Db,
      sql`select p.chain_id, p.tx_hash, p.log_index, p.amount_micro_usdt::text as amount, w.user_id
          from payments p
          left join ledger_entries l using (chain_id, tx_hash, log_index)
          left join wallet_links w on w.address = p.from_address
          where p.finality = 'final' and l.tx_hash is null
          order by p.block_number, p.log_index, p.chain_id`,
    );
    let room = CAP_MICRO_USDT - BigInt(allocated?.total ?? "0");
    for (const payment of waiting) {
      const amount = BigInt(payment.amount);
      const credited = room <= 0n ? 0n : amount < room ? amount : room;
      room -= credited;
      await tx.execute(sql`
        insert into ledger_entries
          (chain_id, tx_hash, log_index, user_id, credited_micro_usdt, refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
        values (${payment.chain_id}, ${payment.tx_hash}, ${payment.log_index}, ${payment.user_id},
                ${credited.toString()}, ${(amount - credited).toString()}, ${microTokensForAmount(credited).toString()},
                ${payment.user_id ? "wallet_proof" : null}, ${payment.user_id ? new Date() : null})`);
    }
    return waiting.length;
  });
}
