import { type SQL, sql } from "drizzle-orm";
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
import type { AdminInvestorRow, AdminInvestorsQuery, kycStatuses } from "@/shared/admin/investors";

/**
 * Confirmed accounts (the investors) with their latest KYC status (none before a first
 * submission), what the ledger credited them (kept per account in `user_holdings`, so the amount
 * sorts read an index instead of summing the ledger) and whether they hold the admin role.
 * `id` is the holdings row's: the amount sorts and their cursors are then that index's columns.
 */
const investors = sql`
  select h.user_id as id, u.email, u.first_name, u.last_name, u.country, u.created_at,
         coalesce(k.status, 'none') as kyc_status,
         h.tokens_micro_pxl as tokens, h.invested_micro_usdt as invested,
         (o.user_id is not null) as is_operator
  from user_holdings h
  join "user" u on u.id = h.user_id
  left join lateral (select status from kyc_submissions s where s.user_id = h.user_id
                     order by s.submitted_at desc limit 1) k on true
  left join operators o on o.user_id = h.user_id
  where u.email_verified`;

/**
 * The same accounts for counting when no KYC filter applies: the count reads up to
 * TABLE_COUNT_CAP + 1 rows, and the columns the search needs are the account's own.
 */
const accounts = sql`select u.id, u.email, u.first_name, u.last_name from "user" u where u.email_verified`;

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  created_at: Date | string;
  kyc_status: (typeof kycStatuses)[number];
  tokens: string;
  invested: string;
  is_operator: boolean;
  wallets: Array<{ address: string; isPrimary: boolean }> | string;
}

function filters(query: AdminInvestorsQuery): Array<SQL | undefined> {
  const pattern = containsPattern(query.q);
  return [
    query.kyc === "all" ? undefined : sql`t.kyc_status = ${query.kyc}`,
    query.q === ""
      ? undefined
      : sql`(t.email ilike ${pattern} or (t.first_name || ' ' || t.last_name) ilike ${pattern}
             or exists (select 1 from wallet_links w where w.user_id = t.id and w.address ilike ${pattern}))`,
  ];
}

/** The sorts paged by keyset: an amount and the id, the columns of the holdings' indexes. */
const keysetSorts = { tokens: sql`t.tokens`, invested: sql`t.invested` } as const;
type KeysetSort = keyof typeof keysetSorts;
const isKeysetSort = (sort: AdminInvestorsQuery["sort"]): sort is KeysetSort => sort in keysetSorts;

function ordering({ sort, dir }: AdminInvestorsQuery): SQL {
  const d = direction(dir);
  const column = {
    joined: sql`t.created_at ${d}`,
    name: sql`lower(t.last_name) ${d}, lower(t.first_name) ${d}`,
    email: sql`lower(t.email) ${d}`,
    tokens: sql`t.tokens ${d}`,
    invested: sql`t.invested ${d}`,
  }[sort];
  return sql`order by ${column}, t.id ${d}`;
}

const DIGITS = /^\d{1,78}$/;
/** The characters of an account's id: Better Auth's are letters and digits; fixtures add - and _. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,200}$/;
/** A cursor's key [amount, id], checked so no SQL cast can fail (a NUL in the id would). */
const validKey = (key: string[]) =>
  key.length === 2 && DIGITS.test(key[0] ?? "") && ACCOUNT_ID.test(key[1] ?? "");

const toRow = (r: Row): AdminInvestorRow => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  country: r.country,
  joinedAt: isoTime(r.created_at),
  kycStatus: r.kyc_status,
  wallets: typeof r.wallets === "string" ? JSON.parse(r.wallets) : r.wallets,
  tokensMicroPxl: r.tokens,
  investedMicroUsdt: r.invested,
  isOperator: r.is_operator,
});

const columns = sql`t.id, t.email, t.first_name, t.last_name, t.country, t.created_at, t.kyc_status,
  t.tokens::text as tokens, t.invested::text as invested, t.is_operator,
  coalesce((select json_agg(json_build_object('address', w.address, 'isPrimary', w.is_primary)
                            order by w.is_primary desc, w.linked_at, w.address)
            from wallet_links w where w.user_id = t.id), '[]'::json) as wallets`;

/**
 * One page of the investors table, sorted, filtered and counted (up to TABLE_COUNT_CAP) by the
 * database. Sorted by tokens or invested, a page is read from the holdings' index and answers the
 * cursors of the pages before and after (keyset paging: page 400 costs what page 1 does); the
 * other sorts are paged by `page`.
 */
export async function readInvestorsPage(db: Db, query: AdminInvestorsQuery) {
  const conditions = filters(query);
  const countedRows = query.kyc === "all" ? accounts : investors;
  const count = queryRows<{ n: string | number }>(
    db,
    cappedCount(sql`(${countedRows}) t ${whereAll(conditions)}`),
  );
  const { sort } = query;
  if (!isKeysetSort(sort)) {
    const [rows, [counted]] = await Promise.all([
      queryRows<Row>(
        db,
        sql`select ${columns} from (${investors}) t ${whereAll(conditions)} ${ordering(query)}
            limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      ),
      count,
    ]);
    return {
      rows: rows.map(toRow),
      ...cappedTotal(Number(counted?.n ?? 0)),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  const cursor = decodeCursor(query.cursor, validKey);
  const towards = cursor?.towards ?? "next";
  const keyColumns = [keysetSorts[sort], sql`t.id`];
  const after =
    cursor === null
      ? undefined
      : keysetCondition(
          keyColumns,
          [sql`${cursor.key[0]}::numeric`, sql`${cursor.key[1]}::text`],
          query.dir,
          towards,
        );
  const d = direction(readingDir(query.dir, towards));
  const [read, [counted]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${columns} from (${investors}) t ${whereAll([...conditions, after])}
          order by ${keysetSorts[sort]} ${d}, t.id ${d}
          limit ${query.pageSize + 1} offset ${cursor === null ? (query.page - 1) * query.pageSize : 0}`,
    ),
    count,
  ]);
  const page = keysetPage(read, query.pageSize, towards, cursor !== null || query.page > 1, (row) => [
    sort === "tokens" ? row.tokens : row.invested,
    row.id,
  ]);
  return {
    rows: page.rows.map(toRow),
    ...cappedTotal(Number(counted?.n ?? 0)),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
