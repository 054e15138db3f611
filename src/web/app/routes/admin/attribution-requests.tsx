import { AttributionRequestsTable } from "@/web/features/admin/attribution-requests/attribution-requests-table";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";

export const meta = () => adminMeta("Attribution requests");

/** /admin/attribution-requests: exchange payers' requests; attribute (the ledger's manual attribution) or decline. */
export default function AttributionRequestsPage() {
  return (
    <ConsolePage
      title="Attribution requests"
      description="Investors who paid from an exchange cannot sign with its wallet: they ask here. Check the payment, then attribute it to them or decline with a reason they will read."
    >
      <AttributionRequestsTable />
    </ConsolePage>
  );
}
