import type { AdminTransferRow } from "@/shared/admin/transfers";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { Badge } from "@/web/components/ui/badge";
import type { DataTableColumn } from "@/web/features/admin/components/data-table";
import { finalityLabels, skipReasonLabels } from "@/web/features/admin/transfers/transfer-labels";

type Column = DataTableColumn<AdminTransferRow, "block">;

const muted = "text-slate-500 text-xs";

function Address({ value }: { value: string | null }) {
  if (value === null) return <span className="text-slate-500">Unreadable</span>;
  return (
    <span className="font-mono text-xs" title={value}>
      {shortHex(value)}
    </span>
  );
}

const block: Column = {
  id: "block",
  header: "Block / time",
  sort: "block",
  firstDir: "desc",
  cell: (t) => {
    const time = t.kind === "outgoing" ? t.blockTime : t.seenAt;
    return (
      <div className="flex flex-col">
        <span className="tabular-nums">{formatCount(t.blockNumber)}</span>
        <span className={muted} title={t.kind === "outgoing" ? "Block time" : "Last seen"}>
          {formatDateTime(time)}
        </span>
        <span className={`${muted} font-mono`} title={`${t.txHash} (log ${t.logIndex})`}>
          {shortHex(t.txHash)} · log {t.logIndex}
        </span>
      </div>
    );
  },
};

const amount: Column = {
  id: "amount",
  header: "Amount",
  className: "text-right",
  cell: (t) =>
    t.amountMicroUsdt === null ? (
      <span className="text-slate-500">Unreadable</span>
    ) : (
      <span className="font-medium tabular-nums">{formatUsdt(t.amountMicroUsdt)}</span>
    ),
};

/** Logs the indexer recorded and did not count: who, what, and why. */
export const skippedColumns: readonly Column[] = [
  block,
  { id: "from", header: "From", cell: (t) => <Address value={t.kind === "skipped" ? t.from : null} /> },
  { id: "to", header: "To", cell: (t) => <Address value={t.to} /> },
  amount,
  {
    id: "reason",
    header: "Reason",
    cell: (t) =>
      t.kind === "skipped" ? (
        <div className="flex max-w-80 flex-col items-start gap-1">
          <Badge tone={skipReasonLabels[t.reason].tone}>{skipReasonLabels[t.reason].label}</Badge>
          {t.detail ? <span className={`${muted} whitespace-normal`}>{t.detail}</span> : null}
        </div>
      ) : null,
  },
];

/** USDT sent from the sale wallet: refunds, treasury moves, and transfers to itself. */
export const outgoingColumns: readonly Column[] = [
  block,
  { id: "to", header: "To", cell: (t) => <Address value={t.to} /> },
  amount,
  {
    id: "finality",
    header: "Finality",
    cell: (t) =>
      t.kind === "outgoing" ? (
        <Badge tone={finalityLabels[t.finality].tone}>{finalityLabels[t.finality].label}</Badge>
      ) : null,
  },
];
