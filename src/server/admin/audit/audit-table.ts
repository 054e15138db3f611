import { sql } from "drizzle-orm";
import { containsPattern, direction, isoTime, pageOf, whereAll } from "@/server/admin/table-sql";
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

/** One page of the audit log: filtered by action, searched by actor or subject, by time. */
export async function readAuditPage(db: Db, query: AdminAuditQuery) {
  const pattern = containsPattern(query.q);
  const where = whereAll([
    query.action === "all" ? undefined : sql`action = ${query.action}`,
    query.q === "" ? undefined : sql`(actor_label ilike ${pattern} or subject ilike ${pattern})`,
  ]);
  const d = direction(query.dir);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select id, at, actor_label, action, subject, details from audit_log ${where}
          order by at ${d}, id ${d} ${pageOf(query)}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from audit_log ${where}`),
  ]);
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
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
