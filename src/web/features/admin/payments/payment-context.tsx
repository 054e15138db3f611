import type { AdminPaymentRow } from "@/shared/admin/payments";
import { formatUsdt } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";

/** Which payment a dialog is about: amount, sender and transaction, full values in titles. */
export function PaymentContext({ payment }: { payment: AdminPaymentRow }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dt className="text-slate-600">Amount</dt>
      <dd className="font-medium">{formatUsdt(payment.amountMicroUsdt)}</dd>
      <dt className="text-slate-600">Sender</dt>
      <dd className="break-all font-mono text-xs">{payment.from}</dd>
      <dt className="text-slate-600">Transaction</dt>
      <dd className="font-mono text-xs" title={payment.txHash}>
        {shortHex(payment.txHash)} #{payment.logIndex}
      </dd>
    </dl>
  );
}
