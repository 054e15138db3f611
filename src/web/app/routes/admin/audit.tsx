import { AuditTable } from "@/web/features/admin/audit/audit-table";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";

export const meta = () => adminMeta("Audit log");

/** /admin/audit: who did what and when, newest first; times in the operator's own time zone. */
export default function AuditPage() {
  return (
    <ConsolePage
      title="Audit log"
      description="Who did what and when: attributions, refunds, KYC decisions, announcements, exports, role changes and sign-ins."
    >
      <AuditTable />
    </ConsolePage>
  );
}
