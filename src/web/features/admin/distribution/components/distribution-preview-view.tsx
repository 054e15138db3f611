import type { DistributionPreview } from "@/shared/admin/distribution";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount, formatPxl, formatPxlUnits } from "@/shared/format/money";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { Figure, Figures } from "@/web/features/admin/distribution/components/figures";
import {
  InvestorCell,
  investorText,
  KycCell,
} from "@/web/features/admin/distribution/components/investor-cells";
import { useLocalTable } from "@/web/features/admin/distribution/components/use-local-table";

type Eligible = DistributionPreview["eligible"][number];
type Excluded = DistributionPreview["excluded"][number];

const eligibleColumns: DataTableColumn<Eligible>[] = [
  { id: "investor", header: "Investor", cell: (i) => <InvestorCell investor={i} /> },
  {
    id: "account",
    header: "Wallet",
    className: "max-w-64",
    cell: (i) => <CopyableValue value={i.account} copyLabel={`Copy the wallet of ${i.email}`} />,
  },
  { id: "credited", header: "Credited", cell: (i) => formatPxl(i.creditedMicroPxl) },
  { id: "published", header: "Already published", cell: (i) => formatPxlUnits(i.publishedUnits) },
  { id: "amount", header: "This round adds", cell: (i) => formatPxlUnits(i.amountUnits) },
];

const excludedColumns: DataTableColumn<Excluded>[] = [
  { id: "investor", header: "Investor", cell: (i) => <InvestorCell investor={i} /> },
  { id: "kyc", header: "KYC", cell: (i) => <KycCell status={i.kycStatus} /> },
  { id: "credited", header: "Credited", cell: (i) => formatPxl(i.creditedMicroPxl) },
  {
    id: "reasons",
    header: "Why not in this round",
    cell: (i) => (
      <ul className="flex flex-col gap-0.5">
        {i.reasonTexts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ),
  },
  {
    id: "kept",
    header: "Kept from the last root",
    cell: (i) => (BigInt(i.keptUnits) > 0n ? formatPxlUnits(i.keptUnits) : "Nothing"),
  },
];

/** The next PXL round as it would be now: who receives how much, and who does not yet and why. */
export function DistributionPreviewView({ preview }: { preview: DistributionPreview }) {
  const eligible = useLocalTable(preview.eligible, investorText);
  const excluded = useLocalTable(preview.excluded, investorText);
  const { totals } = preview;
  return (
    <div className="flex flex-col gap-6">
      <Figures label="Totals of the preview">
        <Figure
          label="Eligible investors"
          value={`${formatCount(totals.eligible)} of ${formatCount(totals.investors)}`}
        />
        <Figure label="This round adds" value={formatPxlUnits(totals.amountUnits)} />
        <Figure label="Cumulative in the root" value={formatPxlUnits(totals.cumulativeUnits)} />
        <Figure label="Credited to those excluded" value={formatPxl(totals.excludedMicroPxl)} />
      </Figures>
      <p className="text-slate-600 text-sm">Computed {formatDateTime(preview.generatedAt)}.</p>
      <section aria-labelledby="eligible-title" className="flex flex-col gap-3">
        <h3 id="eligible-title" className="font-semibold text-lg">
          Eligible holders ({formatCount(totals.eligible)})
        </h3>
        <DataTable
          caption="Eligible holders"
          table={eligible}
          columns={eligibleColumns}
          rowKey={(i) => i.userId}
          searchPlaceholder="Name, e-mail or wallet"
        />
      </section>
      <section aria-labelledby="excluded-title" className="flex flex-col gap-3">
        <h3 id="excluded-title" className="font-semibold text-lg">
          Not eligible yet ({formatCount(totals.excluded)})
        </h3>
        <p className="text-slate-600 text-sm">
          They receive everything credited to them in the first round after they qualify.
        </p>
        <DataTable
          caption="Investors not eligible yet"
          table={excluded}
          columns={excludedColumns}
          rowKey={(i) => i.userId}
          searchPlaceholder="Name or e-mail"
        />
      </section>
    </div>
  );
}
