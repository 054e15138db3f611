import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import {
  announceCredits,
  type CreditedEntryRow,
  type CreditVia,
  creditedColumns,
} from "@/server/ledger/credit-events";
import { recordLedgerEvent } from "@/server/ledger/ledger-events";
import { CAP_MICRO_USDT, microTokensForAmount } from "@/shared/sale/rules";

/** "PXLLED": serialises allocations, so the room left under the cap is never handed out twice. */
const LEDGER_LOCK_KEY = 0x5058_4c4c_4544n;

export interface Allocation {
  /** Final payments that got their ledger entry now. */
  allocated: number;
  /** Entries credited to a user now: new ones from a linked sender, and older ones whose sender was linked since. */
  credited: readonly CreditedEntryRow[];
}

/**
 * Makes the ledger entry of every final payment that has none, in chain order (block, then log
 * index). Each takes what still fits under the cap (140,000 USDT, which buys 219,092 PXL: see
 * docs/decisions/0011); the rest is refund due. A payment whose sender
 * is a linked wallet is credited to that wallet's user; the others await attribution. Every entry
 * announces itself (credited or awaiting attribution, and refund due) in the same transaction.
 *
 * Then it credits every entry still awaiting attribution whose sender is now a linked wallet: this
 * is how a wallet link, or a claim by its owner, credits payments that arrived before the link; `via`
 * names that trigger in the events. One statement credits by wallet proof, whoever asks.
 *
 * Invariant: at most one entry per payment (primary key), and the entries' credited amounts never
 * exceed the cap: allocations run one at a time under a transaction-scoped advisory lock.
 */
export async function allocateFinalPayments(
  db: Db,
  { via = "wallet_link" }: { via?: CreditVia } = {},
): Promise<Allocation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_KEY.toString()}::bigint)`);
    const [allocated] = await queryRows<{ total: string }>(
      tx,
      sql`select coalesce(sum(credited_micro_usdt), 0)::text as total from ledger_entries`,
    );
    const waiting = await queryRows<{
      chain_id: number;
      tx_hash: string;
      log_index: number;
      from_address: string;
      amount: string;
      user_id: string | null;
    }>(
      tx,
      sql`select p.chain_id, p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt::text as amount, w.user_id
          from payments p
          left join ledger_entries l using (chain_id, tx_hash, log_index)
          left join wallet_links w on w.address = p.from_address
          where p.finality = 'final' and l.tx_hash is null
          order by p.block_number, p.log_index, p.chain_id`,
    );
    let room = CAP_MICRO_USDT - BigInt(allocated?.total ?? "0");
    const credited: CreditedEntryRow[] = [];
    for (const payment of waiting) {
      const amount = BigInt(payment.amount);
      const fits = room <= 0n ? 0n : amount < room ? amount : room;
      room -= fits;
      const refundDue = amount - fits;
      const tokens = microTokensForAmount(fits);
      await tx.execute(sql`
        insert into ledger_entries
          (chain_id, tx_hash, log_index, user_id, credited_micro_usdt, refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
        values (${payment.chain_id}, ${payment.tx_hash}, ${payment.log_index}, ${payment.user_id},
                ${fits.toString()}, ${refundDue.toString()}, ${tokens.toString()},
                ${payment.user_id ? "wallet_proof" : null}, ${payment.user_id ? new Date() : null})`);
      const ref = { chainId: payment.chain_id, txHash: payment.tx_hash, logIndex: payment.log_index };
      if (payment.user_id) {
        credited.push({
          ...payment,
          user_id: payment.user_id,
          credited: fits.toString(),
          refund_due: refundDue.toString(),
          tokens: tokens.toString(),
          attribution: "wallet_proof",
        });
      } else {
        await recordLedgerEvent(tx, {
          ...ref,
          type: "payment_awaiting_attribution",
          payload: { from: payment.from_address, credited: fits.toString(), refundDue: refundDue.toString() },
        });
      }
      if (refundDue > 0n) {
        await recordLedgerEvent(tx, {
          ...ref,
          type: "refund_due",
          userId: payment.user_id,
          payload: { refundDue: refundDue.toString() },
        });
      }
    }
    await announceCredits(tx, credited, "allocation");

    const linkedSince = await queryRows<CreditedEntryRow>(
      tx,
      sql`update ledger_entries l set user_id = w.user_id, attribution = 'wallet_proof', attributed_at = now()
          from payments p, wallet_links w
          where l.user_id is null and p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
            and w.address = p.from_address
          returning ${creditedColumns}`,
    );
    await announceCredits(tx, linkedSince, via);
    return { allocated: waiting.length, credited: [...credited, ...linkedSince] };
  });
}
