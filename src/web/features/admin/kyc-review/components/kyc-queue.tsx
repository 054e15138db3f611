import { Link } from "react-router";
import { listKycSubmissions } from "@/shared/admin/admin-contract";
import {
  type AdminKycQuery,
  type AdminKycRow,
  adminKycPageSchema,
  adminKycQuerySchema,
} from "@/shared/admin/kyc-review";
import { formatDateTime } from "@/shared/format/dates";
import { kycSubmissionPath } from "@/shared/routes";
import { Badge } from "@/web/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";
import { kycStatusBadges } from "@/web/features/admin/kyc-review/lib/kyc-labels";

const statusOptions = [
  { value: "pending", label: "Pending" },
  { value: "verified", label: "Verified" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
] as const;

const columns: readonly DataTableColumn<AdminKycRow, AdminKycQuery["sort"]>[] = [
  {
    id: "name",
    header: "Name",
    sort: "name",
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{row.fullName}</span>
        <span className="text-slate-600">{row.email}</span>
      </span>
    ),
  },
  {
    id: "submitted",
    header: "Submitted",
    sort: "submitted",
    cell: (row) => formatDateTime(row.submittedAt),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <Badge tone={kycStatusBadges[row.status].tone}>{kycStatusBadges[row.status].label}</Badge>,
  },
  {
    id: "decided",
    header: "Decided",
    cell: (row) => (row.decidedAt ? formatDateTime(row.decidedAt) : "—"),
  },
  {
    id: "review",
    header: "Action",
    cell: (row) => (
      <Link
        to={kycSubmissionPath(row.id)}
        aria-label={`Review the submission of ${row.fullName}`}
        className="inline-flex min-h-11 min-w-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Review
      </Link>
    ),
  },
];

/** The identity checks to review: pending ones first, oldest first (the server's default order). */
export function KycQueue() {
  const table = useAdminTable(listKycSubmissions.path, adminKycQuerySchema, adminKycPageSchema);
  return (
    <DataTable
      caption="KYC submissions"
      table={table}
      columns={columns}
      rowKey={(row) => row.id}
      searchPlaceholder="Name or e-mail"
      filters={[{ key: "status", label: "Status", options: statusOptions }]}
    />
  );
}
