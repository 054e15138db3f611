import { listAttributionRequests } from "@/shared/admin/admin-contract";
import {
  type AdminAttributionRequestRow,
  type AdminAttributionRequestsQuery,
  adminAttributionRequestsPageSchema,
  adminAttributionRequestsQuerySchema,
} from "@/shared/admin/attribution-requests";
import { formatDateTime } from "@/shared/format/dates";
import { formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { Badge } from "@/web/components/ui/badge";
import { RequestActions } from "@/web/features/admin/attribution-requests/request-actions";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";
import { paymentStates } from "@/web/features/admin/payments/payment-state";

const statusOptions = [
  { value: "open", label: "Open" },
  { value: "attributed", label: "Attributed" },
  { value: "declined", label: "Declined" },
  { value: "all", label: "All" },
] as const;

const statusBadges = {
  open: { label: "Open", tone: "warning" },
  attributed: { label: "Attributed", tone: "success" },
  declined: { label: "Declined", tone: "neutral" },
} as const;

const muted = "text-slate-500 text-xs";

const columns: readonly DataTableColumn<AdminAttributionRequestRow, AdminAttributionRequestsQuery["sort"]>[] =
  [
    {
      id: "created",
      header: "Requested",
      sort: "created",
      firstDir: "desc",
      cell: (r) => formatDateTime(r.createdAt),
    },
    {
      id: "investor",
      header: "Investor",
      cell: (r) => (
        <div className="flex flex-col">
          <span>{r.investor.name || r.investor.email}</span>
          {r.investor.name ? <span className={muted}>{r.investor.email}</span> : null}
        </div>
      ),
    },
    {
      id: "payment",
      header: "Payment",
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <span className="font-medium tabular-nums">{formatUsdt(r.payment.amountMicroUsdt)}</span>
          <span className={`${muted} font-mono`} title={r.payment.txHash}>
            {shortHex(r.payment.txHash)}
          </span>
          <Badge tone={paymentStates[r.payment.state].tone}>{paymentStates[r.payment.state].label}</Badge>
          {r.payment.creditedTo ? <span className={muted}>to {r.payment.creditedTo}</span> : null}
        </div>
      ),
    },
    {
      id: "exchange",
      header: "Exchange and note",
      cell: (r) => (
        <div className="flex max-w-64 flex-col">
          <span>{r.exchange}</span>
          {r.note ? <span className={`${muted} break-words`}>{r.note}</span> : null}
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (r) => (
        <div className="flex max-w-56 flex-col items-start gap-1">
          <Badge tone={statusBadges[r.status].tone}>{statusBadges[r.status].label}</Badge>
          {r.declineReason ? <span className={`${muted} break-words`}>{r.declineReason}</span> : null}
        </div>
      ),
    },
    { id: "actions", header: "Actions", cell: (r) => <RequestActions request={r} /> },
  ];

/** Investors' requests to credit a payment they sent from an exchange: open ones, newest first. */
export function AttributionRequestsTable() {
  const table = useAdminTable(
    listAttributionRequests.path,
    adminAttributionRequestsQuerySchema,
    adminAttributionRequestsPageSchema,
  );
  return (
    <DataTable
      caption="Attribution requests"
      table={table}
      columns={columns}
      rowKey={(r) => r.id}
      searchPlaceholder="Transaction hash, investor e-mail or exchange"
      filters={[{ key: "status", label: "Status", options: statusOptions }]}
    />
  );
}
