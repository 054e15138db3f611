import { type SQL, sql } from "drizzle-orm";
import { containsPattern, direction, isoTime, pageOf, whereAll } from "@/server/admin/table-sql";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { latestKycStatuses } from "@/server/kyc/latest-kyc-status";
import { holdingsByUser } from "@/server/ledger/holdings";
import type { AdminInvestorRow, AdminInvestorsQuery, kycStatuses } from "@/shared/admin/investors";

/**
 * Confirmed accounts (the investors) with their latest KYC status (none before a first
 * submission), what the ledger credited them and whether they hold the admin role.
 */
const investors = sql`
  select u.id, u.email, u.first_name, u.last_name, u.country, u.created_at,
         coalesce(k.status, 'none') as kyc_status,
         coalesce(s.tokens, 0) as tokens, coalesce(s.invested, 0) as invested,
         (o.user_id is not null) as is_operator
  from "user" u
  left join ${latestKycStatuses} k on k.user_id = u.id
  left join ${holdingsByUser} s on s.user_id = u.id
  left join operators o on o.user_id = u.id
  where u.email_verified`;

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

function filters(query: AdminInvestorsQuery): SQL {
  const pattern = containsPattern(query.q);
  return whereAll([
    query.kyc === "all" ? undefined : sql`t.kyc_status = ${query.kyc}`,
    query.q === ""
      ? undefined
      : sql`(t.email ilike ${pattern} or (t.first_name || ' ' || t.last_name) ilike ${pattern}
             or exists (select 1 from wallet_links w where w.user_id = t.id and w.address ilike ${pattern}))`,
  ]);
}

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

/** One page of the investors table, sorted, filtered and counted by the database. */
export async function readInvestorsPage(db: Db, query: AdminInvestorsQuery) {
  const where = filters(query);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select t.id, t.email, t.first_name, t.last_name, t.country, t.created_at, t.kyc_status,
                 t.tokens::text as tokens, t.invested::text as invested, t.is_operator,
                 coalesce((select json_agg(json_build_object('address', w.address, 'isPrimary', w.is_primary)
                                           order by w.is_primary desc, w.linked_at, w.address)
                           from wallet_links w where w.user_id = t.id), '[]'::json) as wallets
          from (${investors}) t ${where} ${ordering(query)} ${pageOf(query)}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${investors}) t ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
