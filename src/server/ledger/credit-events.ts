import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { type LedgerEvent, recordLedgerEvent } from "@/server/ledger/ledger-events";

/** A ledger entry that now belongs to a user, as the crediting statement returns it. */
export interface CreditedEntryRow {
  chain_id: number;
  tx_hash: string;
  log_index: number;
  user_id: string;
  attribution: "wallet_proof" | "manual";
  credited: string;
  refund_due: string;
  tokens: string;
}

export type CreditVia = Extract<LedgerEvent, { type: "payment_credited" }>["payload"]["via"];

/**
 * Records "payment credited" for entries the caller's transaction has just given to a user, and
 * adds them to those users' holdings (`user_holdings`, the console's sortable totals). Every path
 * that credits (allocation, claim, wallet link, operator) ends here, so nobody has to remember to
 * tell the user, mail the receipt, update the pages or the totals: the subscribers of the event do
 * the rest. Holdings rows are updated in user id order, so two crediting transactions cannot deadlock.
 */
export async function announceCredits(
  tx: Db,
  rows: readonly CreditedEntryRow[],
  via: CreditVia,
): Promise<void> {
  for (const row of rows) {
    await recordLedgerEvent(tx, {
      type: "payment_credited",
      chainId: row.chain_id,
      txHash: row.tx_hash,
      logIndex: row.log_index,
      userId: row.user_id,
      payload: {
        credited: row.credited,
        refundDue: row.refund_due,
        tokens: row.tokens,
        attribution: row.attribution,
        via,
      },
    });
  }
  const added = new Map<string, { tokens: bigint; invested: bigint }>();
  for (const row of rows) {
    const sum = added.get(row.user_id) ?? { tokens: 0n, invested: 0n };
    added.set(row.user_id, {
      tokens: sum.tokens + BigInt(row.tokens),
      invested: sum.invested + BigInt(row.credited),
    });
  }
  for (const userId of [...added.keys()].sort()) {
    const { tokens, invested } = added.get(userId) ?? { tokens: 0n, invested: 0n };
    await tx.execute(sql`
      insert into user_holdings (user_id, tokens_micro_pxl, invested_micro_usdt)
      values (${userId}, ${tokens.toString()}::numeric, ${invested.toString()}::numeric)
      on conflict (user_id) do update
        set tokens_micro_pxl = user_holdings.tokens_micro_pxl + excluded.tokens_micro_pxl,
            invested_micro_usdt = user_holdings.invested_micro_usdt + excluded.invested_micro_usdt`);
  }
}

/** The columns an `update ledger_entries l ... returning` gives `announceCredits`. */
export const creditedColumns = sql`l.chain_id, l.tx_hash, l.log_index, l.user_id, l.attribution,
  l.credited_micro_usdt::text as credited, l.refund_due_micro_usdt::text as refund_due,
  l.tokens_micro_pxl::text as tokens`;
