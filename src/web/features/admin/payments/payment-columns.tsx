import type { AdminPaymentRow } from "@/shared/admin/payments";
import { formatDateTime } from "@/shared/format/dates";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { Badge } from "@/web/components/ui/badge";
import type { DataTableColumn } from "@/web/features/admin/components/data-table";
import { AttributePaymentDialog } from "@/web/features/admin/payments/attribute-payment-dialog";
import { paymentStates } from "@/web/features/admin/payments/payment-state";
import { RefundPaidDialog } from "@/web/features/admin/payments/refund-paid-dialog";

type Column = DataTableColumn<AdminPaymentRow, "block" | "amount">;

const muted = "text-slate-500 text-xs";

export const paymentColumns: readonly Column[] = [
  {
    id: "block",
    header: "Block / time",
    sort: "block",
    firstDir: "desc",
    cell: (p) => (
      <div className="flex flex-col">
        <span className="tabular-nums">{formatCount(p.blockNumber)}</span>
        <span className={muted}>{formatDateTime(p.blockTime)}</span>
        <span className={`${muted} font-mono`} title={p.txHash}>
          {shortHex(p.txHash)}
        </span>
      </div>
    ),
  },
  {
    id: "sender",
    header: "Sender",
    cell: (p) => (
      <span className="font-mono text-xs" title={p.from}>
        {shortHex(p.from)}
      </span>
    ),
  },
  {
    id: "amount",
    header: "Amount",
    sort: "amount",
    firstDir: "desc",
    className: "text-right",
    cell: (p) => (
      <div className="flex flex-col items-end tabular-nums">
        <span className="font-medium">{formatUsdt(p.amountMicroUsdt)}</span>
        {p.creditedMicroUsdt !== null && p.creditedMicroUsdt !== p.amountMicroUsdt ? (
          <span className={muted}>credited {formatUsdt(p.creditedMicroUsdt)}</span>
        ) : null}
        {p.refundDueMicroUsdt !== null && BigInt(p.refundDueMicroUsdt) > 0n ? (
          <span className={muted}>refund {formatUsdt(p.refundDueMicroUsdt)}</span>
        ) : null}
      </div>
    ),
  },
  {
    id: "state",
    header: "State",
    cell: (p) => (
      <div className="flex flex-col items-start gap-1">
        <Badge tone={paymentStates[p.state].tone}>{paymentStates[p.state].label}</Badge>
        {p.refundPaidTxHash ? (
          <span className={`${muted} font-mono`} title={p.refundPaidTxHash}>
            refund tx {shortHex(p.refundPaidTxHash)}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "investor",
    header: "Investor",
    cell: (p) =>
      p.investor ? (
        <div className="flex flex-col">
          <span>{p.investor.name || p.investor.email}</span>
          {p.investor.name ? <span className={muted}>{p.investor.email}</span> : null}
        </div>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  {
    id: "attribution",
    header: "Attribution",
    cell: (p) =>
      p.attribution === null ? (
        <span className="text-slate-500">None</span>
      ) : (
        <div className="flex max-w-56 flex-col">
          <span>{p.attribution === "manual" ? "Manual" : "Wallet proof"}</span>
          {p.attributionReason ? (
            <span className={`${muted} truncate`} title={p.attributionReason}>
              {p.attributionReason}
            </span>
          ) : null}
        </div>
      ),
  },
  {
    id: "actions",
    header: "Actions",
    cell: (p) =>
      p.state === "awaiting_attribution" ? (
        <AttributePaymentDialog payment={p} />
      ) : p.state === "refund_due" ? (
        <RefundPaidDialog payment={p} />
      ) : null,
  },
];
