import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { TransfersTable } from "@/web/features/admin/transfers/transfers-table";

export const meta = () => adminMeta("Transfers");

/** /admin/transfers: the sale wallet's logs that are not payments (skipped ones, outgoing transfers). */
export default function TransfersPage() {
  return (
    <ConsolePage
      title="Transfers"
      description="USDT logs of the sale wallet that are not payments: those the indexer skipped (zero value, unreadable, not stored) and USDT sent from the sale wallet (refunds, treasury moves, transfers to itself). None counts as money raised."
    >
      <TransfersTable />
    </ConsolePage>
  );
}
