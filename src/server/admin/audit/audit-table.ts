import { sql } from "drizzle-orm";
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
import type { AdminAuditQuery, AdminAuditRow } from "@/shared/admin/audit";

interface Row {
  id: string | number;
  at: Date | string;
  actor_label: string;
  action: AdminAuditRow["action"];
  subject: string;
  details: Record<string, unknown> | string;
}

/**
 * A cursor's key: the row's time in whole microseconds since 1970 (exact: timestamptz keeps
 * microseconds) and its id. Digits alone, so no value can fail a cast: 17 digits at most keeps the
 * time between 1200 BC and 5100 AD, inside what timestamptz holds.
 */
const MICROSECONDS = /^-?\d{1,17}$/;
const validKey = ([at, id, ...rest]: string[]) =>
  rest.length === 0 && at !== undefined && MICROSECONDS.test(at) && id !== undefined && /^\d{1,18}$/.test(id);
/** The key's time as a timestamptz, for the index on (at, id). */
const atOfKey = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * One page of the audit log (it only grows): filtered by action, searched by actor or subject, by
 * time, paged by keyset on (time, id) and counted up to TABLE_COUNT_CAP.
 */
export async function readAuditPage(db: Db, query: AdminAuditQuery) {
  const pattern = containsPattern(query.q);
  const conditions = [
    query.action === "all" ? undefined : sql`action = ${query.action}`,
    query.q === "" ? undefined : sql`(actor_label ilike ${pattern} or subject ilike ${pattern})`,
  ];
  const cursor = decodeCursor(query.cursor, validKey);
  const towards = cursor?.towards ?? "next";
  const after =
    cursor === null
      ? undefined
      : keysetCondition(
          [sql`at`, sql`id`],
          [atOfKey(cursor.key[0] ?? "0"), sql`${cursor.key[1]}::bigint`],
          query.dir,
          towards,
        );
  const d = direction(readingDir(query.dir, towards));
  const skip = cursor === null ? (query.page - 1) * query.pageSize : 0;
  const [read, [count]] = await Promise.all([
    queryRows<Row & { at_key: string }>(
      db,
      sql`select id, at, (extract(epoch from at) * 1000000)::bigint::text as at_key, actor_label, action, subject, details from audit_log
          ${whereAll([...conditions, after])}
          order by at ${d}, id ${d} limit ${query.pageSize + 1} offset ${skip}`,
    ),
    queryRows<{ n: string | number }>(db, cappedCount(sql`audit_log ${whereAll(conditions)}`)),
  ]);
  const page = keysetPage(read, query.pageSize, towards, cursor !== null || query.page > 1, (r) => [
    r.at_key,
    String(r.id),
  ]);
  const rows = page.rows;
  return {
    rows: rows.map(
      (r): AdminAuditRow => ({
        id: Number(r.id),
        at: isoTime(r.at),
        actor: r.actor_label,
        action: r.action,
        subject: r.subject,
        details: typeof r.details === "string" ? JSON.parse(r.details) : r.details,
      }),
    ),
    ...cappedTotal(Number(count?.n ?? 0)),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
