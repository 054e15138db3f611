import { listInvestors } from "@/shared/admin/admin-contract";
import { adminInvestorsPageSchema, adminInvestorsQuerySchema, kycStatuses } from "@/shared/admin/investors";
import { DataTable } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";
import { investorColumns } from "@/web/features/admin/investors/investor-columns";
import { kycStatusLabels } from "@/web/features/admin/investors/kyc-status";

const kycOptions = [
  { value: "all", label: "All" },
  ...kycStatuses.map((status) => ({ value: status, label: kycStatusLabels[status].label })),
];

/** Every account: KYC status, linked wallets, tokens and money invested. */
export function InvestorsTable() {
  const table = useAdminTable(listInvestors.path, adminInvestorsQuerySchema, adminInvestorsPageSchema);
  return (
    <DataTable
      caption="Investors"
      table={table}
      columns={investorColumns}
      rowKey={(i) => i.id}
      searchPlaceholder="Name, e-mail or wallet address"
      filters={[{ key: "kyc", label: "KYC status", options: kycOptions }]}
    />
  );
}
