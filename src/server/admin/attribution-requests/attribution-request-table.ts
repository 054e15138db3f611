import { type SQL, sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { paymentsWithState } from "@/server/admin/payments/payment-table";
import { containsPattern, direction, isoTime, pageOf, whereAll } from "@/server/admin/table-sql";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type {
  AdminAttributionRequestRow,
  AdminAttributionRequestsQuery,
} from "@/shared/admin/attribution-requests";

/** The shape of a request's uuid: anything else names no request (and never reaches the database). */
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each request with its investor and its payment as the payments table sees it (state, credited to). */
const requestsWithPayment = sql`
  select r.id, r.created_at, r.status, r.exchange, r.note, r.decline_reason,
         u.id as user_id, u.email, u.first_name, u.last_name,
         p.chain_id, p.tx_hash, p.log_index, p.from_address, p.amount_micro_usdt, p.state,
         p.email as credited_to
  from attribution_requests r
  join "user" u on u.id = r.user_id
  join (${paymentsWithState}) p using (chain_id, tx_hash, log_index)`;

type Row = {
  id: string;
  created_at: Date | string;
  status: AdminAttributionRequestRow["status"];
  exchange: string;
  note: string;
  decline_reason: string | null;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  chain_id: number;
  tx_hash: Hex;
  log_index: number;
  from_address: Address;
  amount: string;
  state: AdminAttributionRequestRow["payment"]["state"];
  credited_to: string | null;
};

function filters(query: AdminAttributionRequestsQuery): SQL {
  const pattern = containsPattern(query.q);
  return whereAll([
    query.status === "all" ? undefined : sql`t.status = ${query.status}`,
    query.q === ""
      ? undefined
      : sql`(t.tx_hash ilike ${pattern} or t.email ilike ${pattern} or t.exchange ilike ${pattern})`,
  ]);
}

const toRow = (r: Row): AdminAttributionRequestRow => ({
  id: r.id,
  createdAt: isoTime(r.created_at),
  status: r.status,
  investor: {
    id: r.user_id,
    email: r.email,
    name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
  },
  exchange: r.exchange,
  note: r.note,
  declineReason: r.decline_reason,
  payment: {
    chainId: Number(r.chain_id),
    txHash: r.tx_hash,
    logIndex: Number(r.log_index),
    from: r.from_address,
    amountMicroUsdt: r.amount,
    state: r.state,
    creditedTo: r.credited_to,
  },
});

/** One page of the queue, newest first unless asked otherwise, filtered and counted by the database. */
export async function readAttributionRequestsPage(db: Db, query: AdminAttributionRequestsQuery) {
  const where = filters(query);
  const d = direction(query.dir);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select t.id, t.created_at, t.status, t.exchange, t.note, t.decline_reason, t.user_id, t.email,
                 t.first_name, t.last_name, t.chain_id, t.tx_hash, t.log_index, t.from_address,
                 t.amount_micro_usdt::text as amount, t.state, t.credited_to
          from (${requestsWithPayment}) t ${where}
          order by t.created_at ${d}, t.id ${d} ${pageOf(query)}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${requestsWithPayment}) t ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
