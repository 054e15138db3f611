import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { InvestorsTable } from "@/web/features/admin/investors/investors-table";

export const meta = () => adminMeta("Investors");

/** /admin/investors: every account with its KYC status, wallets, tokens and money invested. */
export default function InvestorsPage() {
  return (
    <ConsolePage
      title="Investors"
      description="Every account: KYC status, linked wallets, tokens and money invested."
    >
      <InvestorsTable />
    </ConsolePage>
  );
}
