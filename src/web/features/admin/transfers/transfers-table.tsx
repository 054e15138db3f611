import { listTransfers } from "@/shared/admin/admin-contract";
import { adminTransfersPageSchema, adminTransfersQuerySchema } from "@/shared/admin/transfers";
import { DataTable } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";
import { outgoingColumns, skippedColumns } from "@/web/features/admin/transfers/transfer-columns";

const kindOptions = [
  { value: "skipped", label: "Skipped (not counted)" },
  { value: "outgoing", label: "Outgoing (from the sale wallet)" },
];

/** The sale wallet's USDT logs that are not payments: skipped ones and outgoing transfers. */
export function TransfersTable() {
  const table = useAdminTable(listTransfers.path, adminTransfersQuerySchema, adminTransfersPageSchema);
  const skipped = table.query.kind === "skipped";
  return (
    <DataTable
      caption={skipped ? "Skipped transfers" : "Outgoing transfers"}
      table={table}
      columns={skipped ? skippedColumns : outgoingColumns}
      rowKey={(t) => `${t.chainId}:${t.txHash}:${t.logIndex}`}
      searchPlaceholder="Transaction hash or address"
      filters={[{ key: "kind", label: "Kind", options: kindOptions }]}
    />
  );
}
