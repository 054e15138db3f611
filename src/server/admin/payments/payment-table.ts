import { type SQL, sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import {
  cappedCount,
  cappedTotal,
  decodeCursor,
  keysetCondition,
  keysetPage,
  readingDir,
} from "@/server/admin/keyset";
import { containsPattern, direction, isoTime, whereAll } from "@/server/admin/table-sql";
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
  tx_hash: Hex;
  log_index: number;
  from_address: Address;
  amount: string;
  block_number: string;
  block_time: Date | string;
  credited: string | null;
  tokens: string | null;
  refund_due: string | null;
  refund_paid_tx_hash: Hex | null;
  attribution: "wallet_proof" | "manual" | null;
  attribution_reason: string | null;
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  state: AdminPaymentState;
}

function filters(query: AdminPaymentsQuery): Array<SQL | undefined> {
  const pattern = containsPattern(query.q);
  return [
    query.state === "all" ? undefined : sql`t.state = ${query.state}`,
    query.q === "" ? undefined : sql`(t.chain_id, t.tx_hash, t.log_index) in (${matchingKeys(pattern)})`,
  ];
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

/**
 * The sort key, tie-breakers last: chain order (block, log index) breaks ties, so a page boundary
 * never splits rows unpredictably, and the block sort reads the chain-order index in key order.
 */
const sortColumns = ({ sort }: AdminPaymentsQuery): SQL[] => [
  ...(sort === "amount" ? [sql`t.amount_micro_usdt`] : []),
  sql`t.block_number`,
  sql`t.log_index`,
  sql`t.chain_id`,
  sql`t.tx_hash`,
];

const DIGITS = /^\d{1,78}$/;
const INT32 = (v: string) => /^\d{1,10}$/.test(v) && Number(v) <= 2 ** 31 - 1;
/** What a `bigint` column (the block number) holds: a JavaScript number would round past 2^53. */
const INT64 = (v: string) => /^\d{1,19}$/.test(v) && BigInt(v) <= 2n ** 63n - 1n;
const HASH = /^0x[0-9a-f]{64}$/;

/** A cursor's key: [amount,] block, log index, chain id, hash; each checked so no SQL cast can fail. */
function cursorValues(query: AdminPaymentsQuery, key: string[]): SQL[] | null {
  const amount = query.sort === "amount" ? key.slice(0, 1) : [];
  const [block, logIndex, chainId, hash] = key.slice(amount.length);
  if (key.length !== amount.length + 4 || block === undefined || logIndex === undefined) return null;
  if (chainId === undefined || hash === undefined) return null;
  if (!amount.every((a) => DIGITS.test(a)) || !INT64(block) || !INT32(logIndex) || !INT32(chainId))
    return null;
  if (!HASH.test(hash)) return null;
  return [
    ...amount.map((a) => sql`${a}::numeric`),
    sql`${block}::bigint`,
    sql`${logIndex}::integer`,
    sql`${chainId}::integer`,
    sql`${hash}`,
  ];
}

const keyOf =
  (query: AdminPaymentsQuery) =>
  (row: Row): string[] => [
    ...(query.sort === "amount" ? [row.amount] : []),
    row.block_number,
    String(row.log_index),
    String(row.chain_id),
    row.tx_hash,
  ];

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

/**
 * One page of the payments table, sorted, filtered and counted (up to TABLE_COUNT_CAP) by the
 * database. With a cursor the page starts at its key (keyset paging); without one, at `page`.
 */
export async function readPaymentsPage(db: Db, query: AdminPaymentsQuery) {
  const conditions = filters(query);
  const where = whereAll(conditions);
  const cursor = decodeCursor(query.cursor, (key) => cursorValues(query, key) !== null);
  const towards = cursor?.towards ?? "next";
  const columns = sortColumns(query);
  const after =
    cursor === null
      ? undefined
      : keysetCondition(columns, cursorValues(query, cursor.key) ?? [], query.dir, towards);
  const d = direction(readingDir(query.dir, towards));
  const order = sql`order by ${sql.join(
    columns.map((column) => sql`${column} ${d}`),
    sql`, `,
  )}`;
  const skip = cursor === null ? (query.page - 1) * query.pageSize : 0;
  const [read, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select t.chain_id, t.tx_hash, t.log_index, t.from_address, t.amount_micro_usdt::text as amount,
                 t.block_number::text as block_number, t.block_time, t.credited_micro_usdt::text as credited,
                 t.tokens_micro_pxl::text as tokens, t.refund_due_micro_usdt::text as refund_due,
                 t.refund_paid_tx_hash, t.attribution, t.attribution_reason, t.user_id, t.email,
                 t.first_name, t.last_name, t.state
          from (${paymentsWithState}) t ${whereAll([...conditions, after])} ${order}
          limit ${query.pageSize + 1} offset ${skip}`,
    ),
    queryRows<{ n: string | number }>(db, cappedCount(sql`(${paymentsWithState}) t ${where}`)),
  ]);
  const page = keysetPage(read, query.pageSize, towards, cursor !== null || query.page > 1, keyOf(query));
  return {
    rows: page.rows.map(toRow),
    ...cappedTotal(Number(count?.n ?? 0)),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
