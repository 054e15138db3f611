import { Link } from "react-router";
import type { DividendPreview } from "@/shared/admin/dividends";
import { exclusionText } from "@/shared/distribution/eligibility";
import { formatDate } from "@/shared/format/dates";
import { formatCount, formatPxl, formatUsdt, formatUsdtExact } from "@/shared/format/money";
import { consolePaths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { Figure, Figures } from "@/web/features/admin/distribution/components/figures";
import {
  InvestorCell,
  investorText,
  KycCell,
} from "@/web/features/admin/distribution/components/investor-cells";
import { useLocalTable } from "@/web/features/admin/distribution/components/use-local-table";

type Holder = DividendPreview["holders"][number];

/** A cell of several lines ([key, text]), or `empty` when there are none. */
function Lines({ lines, empty }: { lines: Array<[string, string]>; empty: string }) {
  if (lines.length === 0) return empty;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

const holderColumns: DataTableColumn<Holder>[] = [
  { id: "investor", header: "Holder", cell: (h) => <InvestorCell investor={h} /> },
  { id: "kyc", header: "KYC", cell: (h) => <KycCell status={h.kycStatus} /> },
  { id: "held", header: "Held at the record date", cell: (h) => formatPxl(h.heldMicroPxl) },
  { id: "share", header: "Share", cell: (h) => formatUsdtExact(h.shareMicroUsdt) },
  {
    id: "catch-up",
    header: "Added for earlier periods",
    cell: (h) => (
      <Lines
        empty="None"
        lines={h.catchUps.map((c) => [
          c.period,
          `${c.period}: ${formatUsdtExact(c.amountMicroUsdt)} on ${formatPxl(c.heldMicroPxl)}`,
        ])}
      />
    ),
  },
  {
    id: "payable",
    header: "Paid now",
    cell: (h) => (
      <Lines empty="Yes" lines={h.reasons.map((reason) => [reason, `Waits: ${exclusionText[reason]()}`])} />
    ),
  },
  {
    id: "account",
    header: "Account",
    className: "max-w-64",
    cell: (h) =>
      h.account ? <CopyableValue value={h.account} copyLabel={`Copy the account of ${h.email}`} /> : "None",
  },
  { id: "cumulative", header: "Leaf (cumulative)", cell: (h) => formatUsdtExact(h.cumulativeMicroUsdt) },
];

/** A period's dividend: the pool, every holder's share at the record date, and what the floors leave. */
export function DividendPreviewView({ preview }: { preview: DividendPreview }) {
  const holders = useLocalTable(preview.holders, investorText);
  const { totals } = preview;
  return (
    <div className="flex flex-col gap-6">
      <Figures label={`Totals of the ${preview.period} dividend`}>
        <Figure label="Profit" value={formatUsdtExact(preview.profitMicroUsdt)} />
        <Figure label="Pool (10%)" value={formatUsdtExact(preview.poolMicroUsdt)} />
        <Figure label="Per PXL (for reading)" value={formatUsdtExact(preview.perPxlMicroUsdt)} />
        <Figure label="Record date" value={formatDate(preview.recordDate)} />
        <Figure label="Holders' shares" value={formatUsdtExact(totals.sharesMicroUsdt)} />
        <Figure
          label="Remainder (stays with the academy)"
          value={formatUsdtExact(totals.remainderMicroUsdt)}
        />
        {BigInt(totals.catchUpMicroUsdt) > 0n && (
          <Figure
            label="Added for earlier periods (from their remainders)"
            value={formatUsdtExact(totals.catchUpMicroUsdt)}
          />
        )}
        <Figure label="Payable now" value={formatUsdt(totals.payableMicroUsdt)} />
        <Figure label="Holders" value={formatCount(totals.holders)} />
      </Figures>
      <AwaitingAttribution preview={preview} />
      <section aria-labelledby="holders-title" className="flex flex-col gap-3">
        <h3 id="holders-title" className="font-semibold text-lg">
          Every holder's share ({formatCount(totals.holders)})
        </h3>
        <DataTable
          caption="Holders' shares"
          table={holders}
          columns={holderColumns}
          rowKey={(h) => h.userId}
          searchPlaceholder="Name, e-mail or account"
        />
      </section>
    </div>
  );
}

/**
 * Payments made by the record date that nobody is credited with yet: their share stays in the
 * remainder until one is credited, and the next dividend round adds it for its buyer (a catch-up).
 */
function AwaitingAttribution({ preview }: { preview: DividendPreview }) {
  const { payments, heldMicroPxl, shareMicroUsdt } = preview.awaitingAttribution;
  if (payments === 0) return null;
  return (
    <Alert tone="warning" className="flex-col items-start gap-1">
      <p>
        {payments === 1 ? "1 payment" : `${formatCount(payments)} payments`} made by the record date{" "}
        {payments === 1 ? "awaits" : "await"} attribution ({formatPxl(heldMicroPxl)}). Their share,{" "}
        {formatUsdtExact(shareMicroUsdt)}, stays in the remainder for now: if they are credited after this
        dividend is saved, their buyer receives it with the next dividend round instead. Attribute them first
        to pay it with this one.
      </p>
      <Link
        to={`${consolePaths.payments}?state=awaiting_attribution`}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Payments to attribute
      </Link>
    </Alert>
  );
}
