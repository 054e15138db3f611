import type { AdminAuditRow } from "@/shared/admin/audit";
import { formatDateTime } from "@/shared/format/dates";
import { auditActionLabels, detailLabel, detailText } from "@/web/features/admin/audit/audit-actions";
import type { DataTableColumn } from "@/web/features/admin/components/data-table";

type Column = DataTableColumn<AdminAuditRow, "at">;

function Details({ details }: { details: AdminAuditRow["details"] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([key, value]) => {
        const text = detailText(value);
        return (
          <div key={key} className="contents">
            <dt className="text-slate-500">{detailLabel(key)}</dt>
            <dd className="truncate" title={text}>
              {text}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export const auditColumns: readonly Column[] = [
  {
    id: "at",
    header: "Time",
    sort: "at",
    firstDir: "desc",
    cell: (row) => (
      <time dateTime={row.at} className="whitespace-nowrap">
        {formatDateTime(row.at, { seconds: true })}
      </time>
    ),
  },
  { id: "actor", header: "Actor", cell: (row) => row.actor },
  { id: "action", header: "Action", cell: (row) => auditActionLabels[row.action] },
  {
    id: "subject",
    header: "Subject",
    cell: (row) => (
      <span className="block max-w-64 truncate" title={row.subject}>
        {row.subject}
      </span>
    ),
  },
  { id: "details", header: "Details", cell: (row) => <Details details={row.details} /> },
];
