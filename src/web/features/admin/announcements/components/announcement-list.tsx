import type { z } from "zod";
import { listAnnouncements } from "@/shared/admin/admin-contract";
import {
  type adminAnnouncementRowSchema,
  adminAnnouncementsPageSchema,
  adminAnnouncementsQuerySchema,
} from "@/shared/admin/announcements";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount } from "@/shared/format/money";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";

type AdminAnnouncementRow = z.infer<typeof adminAnnouncementRowSchema>;

const columns: readonly DataTableColumn<AdminAnnouncementRow, "created">[] = [
  {
    id: "created",
    header: "Published",
    sort: "created",
    firstDir: "desc",
    cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>,
  },
  {
    id: "announcement",
    header: "Announcement",
    cell: (row) => (
      <span className="flex max-w-prose flex-col gap-0.5 whitespace-normal">
        <span className="font-medium text-slate-900">{row.title}</span>
        <span className="line-clamp-3 text-slate-600">{row.message}</span>
      </span>
    ),
  },
  { id: "by", header: "By", cell: (row) => row.createdBy ?? "—" },
  { id: "notified", header: "Investors notified", cell: (row) => formatCount(row.notifiedCount) },
  { id: "emailed", header: "E-mailed", cell: (row) => formatCount(row.emailedCount) },
];

/** Past announcements, newest first. */
export function AnnouncementList() {
  const table = useAdminTable(
    listAnnouncements.path,
    adminAnnouncementsQuerySchema,
    adminAnnouncementsPageSchema,
  );
  return (
    <DataTable
      caption="Past announcements"
      table={table}
      columns={columns}
      rowKey={(row) => row.id}
      searchPlaceholder="Title or message"
    />
  );
}
