import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { TransferLog } from "@/server/payments/transfer-logs";

export interface SeenTransfer extends TransferLog {
  blockTime: Date;
}

/**
 * Records transfers as pending payments. Idempotent: the key (chain, tx hash, log index) makes a
 * payment impossible to store twice. A final payment never changes; a pending one seen in another
 * block (a reorg moved its transaction) or an orphaned one seen again takes its new block.
 */
export async function upsertTransfers(
  db: Db,
  chainId: number,
  transfers: readonly SeenTransfer[],
): Promise<void> {
  for (const t of transfers) {
    await db.execute(sql`
      insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (${chainId}, ${t.txHash.toLowerCase()}, ${t.logIndex}, ${t.from.toLowerCase()}, ${t.amount.toString()},
              ${t.blockNumber.toString()}, ${t.blockHash.toLowerCase()}, ${t.blockTime}, 'pending')
      on conflict (chain_id, tx_hash, log_index) do update set
        from_address = excluded.from_address,
        amount_micro_usdt = excluded.amount_micro_usdt,
        block_number = excluded.block_number,
        block_hash = excluded.block_hash,
        block_time = excluded.block_time,
        finality = 'pending'
      where payments.finality = 'orphaned'
         or (payments.finality = 'pending' and payments.block_hash <> excluded.block_hash)`);
  }
}

export interface PendingPayment {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
}

export async function pendingPayments(db: Db, chainId: number): Promise<PendingPayment[]> {
  const rows = await queryRows<{
    tx_hash: string;
    log_index: number;
    block_number: string;
    block_hash: string;
  }>(
    db,
    sql`select tx_hash, log_index, block_number::text, block_hash from payments
        where chain_id = ${chainId} and finality = 'pending' order by block_number, log_index`,
  );
  return rows.map((r) => ({
    txHash: r.tx_hash,
    logIndex: r.log_index,
    blockNumber: BigInt(r.block_number),
    blockHash: r.block_hash,
  }));
}

/** Settles a pending payment; a row that is no longer pending (or moved to another block) is left alone. */
export async function settlePayment(
  db: Db,
  chainId: number,
  payment: PendingPayment,
  finality: "final" | "orphaned",
) {
  await db.execute(sql`
    update payments set finality = ${finality}
    where chain_id = ${chainId} and tx_hash = ${payment.txHash} and log_index = ${payment.logIndex}
      and finality = 'pending' and block_hash = ${payment.blockHash}`);
}
