import { type SQL, sql } from "drizzle-orm";
import { containsPattern, direction, isoTime, pageOf, whereAll } from "@/server/admin/table-sql";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { AdminPaymentRow, AdminPaymentState, AdminPaymentsQuery } from "@/shared/admin/payments";

/**
 * Every payment with its ledger entry and investor, and its state for the operator. Order of the
 * cases matters: a reorg or a block not yet final outranks the ledger, and a payment nobody owns
 * awaits attribution even when part of it is a refund due (who to refund is the open question).
 * A final payment not through the ledger yet (it is, within the next tick) awaits attribution too.
 */
export const paymentsWithState = sql`
  select p.chain_id, p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt, p.block_number, p.block_time,
         l.credited_micro_usdt, l.tokens_micro_pxl, l.refund_due_micro_usdt, l.refund_paid_tx_hash,
         l.attribution, l.attribution_reason, u.id as user_id, u.email, u.first_name, u.last_name,
         case
           when p.finality = 'orphaned' then 'orphaned'
           when p.finality = 'pending' then 'pending'
           when l.user_id is null then 'awaiting_attribution'
           when l.refund_paid_tx_hash is not null then 'refund_paid'
           when l.refund_due_micro_usdt > 0 then 'refund_due'
           else 'credited'
         end as state
  from payments p
  left join ledger_entries l using (chain_id, tx_hash, log_index)
  left join "user" u on u.id = l.user_id`;

interface Row {
  chain_id: number;
  tx_hash: string;
  log_index: number;
  from_address: string;
  amount: string;
  block_number: string;
  block_time: Date | string;
  credited: string | null;
  tokens: string | null;
  refund_due: string | null;
  refund_paid_tx_hash: string | null;
  attribution: "wallet_proof" | "manual" | null;
  attribution_reason: string | null;
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  state: AdminPaymentState;
}

function filters(query: AdminPaymentsQuery): SQL {
  const pattern = containsPattern(query.q);
  return whereAll([
    query.state === "all" ? undefined : sql`t.state = ${query.state}`,
    query.q === "" ? undefined : sql`(t.chain_id, t.tx_hash, t.log_index) in (${matchingKeys(pattern)})`,
  ]);
}

/**
 * The keys of the payments whose hash, sender or investor's e-mail contains the pattern. Each arm
 * is one table's trigram index (one `or` across the joined tables would read every payment), so a
 * search costs what it finds, not the size of the sale (npm run bench).
 */
const matchingKeys = (pattern: string): SQL => sql`
  select chain_id, tx_hash, log_index from payments where tx_hash ilike ${pattern} or from_address ilike ${pattern}
  union
  select l.chain_id, l.tx_hash, l.log_index from ledger_entries l join "user" u on u.id = l.user_id
  where u.email ilike ${pattern}`;

function ordering({ sort, dir }: AdminPaymentsQuery): SQL {
  const d = direction(dir);
  // Chain order (block, log index) breaks ties, so a page boundary never splits rows unpredictably.
  const chainOrder = sql`t.block_number ${d}, t.log_index ${d}, t.chain_id ${d}, t.tx_hash ${d}`;
  return sort === "amount"
    ? sql`order by t.amount_micro_usdt ${d}, ${chainOrder}`
    : sql`order by ${chainOrder}`;
}

const toRow = (r: Row): AdminPaymentRow => ({
  chainId: Number(r.chain_id),
  txHash: r.tx_hash,
  logIndex: Number(r.log_index),
  from: r.from_address,
  amountMicroUsdt: r.amount,
  blockNumber: r.block_number,
  blockTime: isoTime(r.block_time),
  state: r.state,
  creditedMicroUsdt: r.credited,
  tokensMicroPxl: r.tokens,
  refundDueMicroUsdt: r.refund_due,
  refundPaidTxHash: r.refund_paid_tx_hash,
  attribution: r.attribution,
  attributionReason: r.attribution_reason,
  investor:
    r.user_id === null
      ? null
      : { id: r.user_id, email: r.email ?? "", name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() },
});

/** One page of the payments table, sorted, filtered and counted by the database. */
export async function readPaymentsPage(db: Db, query: AdminPaymentsQuery) {
  const where = filters(query);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select t.chain_id, t.tx_hash, t.log_index, t.from_address, t.amount_micro_usdt::text as amount,
                 t.block_number::text as block_number, t.block_time, t.credited_micro_usdt::text as credited,
                 t.tokens_micro_pxl::text as tokens, t.refund_due_micro_usdt::text as refund_due,
                 t.refund_paid_tx_hash, t.attribution, t.attribution_reason, t.user_id, t.email,
                 t.first_name, t.last_name, t.state
          from (${paymentsWithState}) t ${where} ${ordering(query)} ${pageOf(query)}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${paymentsWithState}) t ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
