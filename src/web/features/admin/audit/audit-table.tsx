import { listAudit } from "@/shared/admin/admin-contract";
import { adminAuditPageSchema, adminAuditQuerySchema, auditActions } from "@/shared/admin/audit";
import { auditActionLabels } from "@/web/features/admin/audit/audit-actions";
import { auditColumns } from "@/web/features/admin/audit/audit-columns";
import { DataTable } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";

const actionOptions = [
  { value: "all", label: "All actions" },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

/** Who did what and when: attributions, KYC decisions, exports, role changes, sign-ins. */
export function AuditTable() {
  const table = useAdminTable(listAudit.path, adminAuditQuerySchema, adminAuditPageSchema);
  return (
    <DataTable
      caption="Audit log"
      table={table}
      columns={auditColumns}
      rowKey={(row) => String(row.id)}
      searchPlaceholder="Actor or subject"
      filters={[{ key: "action", label: "Action", options: actionOptions }]}
    />
  );
}
