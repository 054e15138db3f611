import { ExternalLinkIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatDateTime } from "@/shared/format/dates";
import { formatPrice, formatPxl, formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import type { PortfolioPayment } from "@/shared/portfolio/portfolio-schema";
import { Badge } from "@/web/components/ui/badge";
import { claimHint, transactionStatusText } from "@/web/features/dashboard/lib/transaction-status";

/**
 * Payments with the spec's status texts: verified shows the tokens received and the price per
 * token, pending "Processing...", unverified "Available to claim" with the hint, failed "Verification failed".
 */
export function TransactionList({
  payments,
  explorerTxUrl = null,
  empty,
}: {
  payments: readonly PortfolioPayment[];
  /** Prefix of a transaction's explorer page; null hides the links (the demo chain has none). */
  explorerTxUrl?: string | null;
  empty?: string;
}) {
  if (payments.length === 0)
    return <p className="text-slate-600 text-sm">{empty ?? m.dashboard_transactions_empty()}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {payments.map((payment) => (
        <TransactionItem
          key={`${payment.txHash}:${payment.logIndex}`}
          payment={payment}
          explorerTxUrl={explorerTxUrl}
        />
      ))}
    </ul>
  );
}

function TransactionItem({
  payment,
  explorerTxUrl,
}: {
  payment: PortfolioPayment;
  explorerTxUrl: string | null;
}) {
  const status = transactionStatusText[payment.status];
  return (
    <li
      className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="transaction"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-slate-900">{formatUsdt(payment.amountMicroUsdt)}</p>
        <p className="text-slate-500 text-xs">
          {formatDateTime(payment.time)} · <span className="font-mono">{shortHex(payment.txHash)}</span>
          {explorerTxUrl ? (
            <>
              {" · "}
              <a
                href={`${explorerTxUrl}${payment.txHash}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                {m.dashboard_transactions_view_on_explorer()}
                <ExternalLinkIcon className="size-3" aria-hidden />
              </a>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-0.5 sm:items-end">
        <Badge tone={status.tone} className="self-start sm:self-end">
          {status.label()}
        </Badge>
        {payment.status === "verified" && payment.tokensMicroPxl && payment.pricePerTokenMicroUsdt ? (
          <p className="text-slate-600 text-xs">
            {m.dashboard_transactions_tokens_at_price({
              tokens: formatPxl(payment.tokensMicroPxl),
              price: formatPrice(payment.pricePerTokenMicroUsdt),
            })}
          </p>
        ) : null}
        {payment.status === "verified" &&
        payment.refundDueMicroUsdt &&
        BigInt(payment.refundDueMicroUsdt) > 0n ? (
          <p className="text-amber-800 text-xs">
            {m.dashboard_transactions_refund_due({ amount: formatUsdt(payment.refundDueMicroUsdt) })}
          </p>
        ) : null}
        {payment.status === "unverified" ? <p className="text-slate-600 text-xs">{claimHint()}</p> : null}
      </div>
    </li>
  );
}
