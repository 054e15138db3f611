import type { AdminInvestorRow } from "@/shared/admin/investors";
import { formatDate } from "@/shared/format/dates";
import { formatPxl, formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { Badge } from "@/web/components/ui/badge";
import type { DataTableColumn } from "@/web/features/admin/components/data-table";
import { kycStatusLabels } from "@/web/features/admin/investors/kyc-status";

type Column = DataTableColumn<AdminInvestorRow, "joined" | "name" | "email" | "tokens" | "invested">;

const fullName = (i: AdminInvestorRow) => [i.firstName, i.lastName].filter(Boolean).join(" ");

export const investorColumns: readonly Column[] = [
  {
    id: "name",
    header: "Name",
    sort: "name",
    cell: (i) => (
      <div className="flex flex-wrap items-center gap-1.5">
        <span>{fullName(i) || "No name given"}</span>
        {i.isOperator ? <Badge tone="brand">Operator</Badge> : null}
      </div>
    ),
  },
  { id: "email", header: "E-mail", sort: "email", cell: (i) => i.email },
  { id: "country", header: "Country", cell: (i) => i.country || "None given" },
  {
    id: "kyc",
    header: "KYC",
    cell: (i) => <Badge tone={kycStatusLabels[i.kycStatus].tone}>{kycStatusLabels[i.kycStatus].label}</Badge>,
  },
  {
    id: "wallets",
    header: "Wallets",
    cell: (i) =>
      i.wallets.length === 0 ? (
        <span className="text-slate-500">None linked</span>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {i.wallets.map((wallet) => (
            <li key={wallet.address} className="flex items-center gap-1.5">
              <span className="font-mono text-xs" title={wallet.address}>
                {shortHex(wallet.address)}
              </span>
              {wallet.isPrimary ? <Badge tone="success">Primary</Badge> : null}
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: "tokens",
    header: "Tokens",
    sort: "tokens",
    firstDir: "desc",
    className: "text-right tabular-nums",
    cell: (i) => formatPxl(i.tokensMicroPxl),
  },
  {
    id: "invested",
    header: "Invested",
    sort: "invested",
    firstDir: "desc",
    className: "text-right tabular-nums",
    cell: (i) => formatUsdt(i.investedMicroUsdt),
  },
  { id: "joined", header: "Joined", sort: "joined", firstDir: "desc", cell: (i) => formatDate(i.joinedAt) },
];
