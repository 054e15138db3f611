import type { AdminAttributionRequestRow } from "@/shared/admin/attribution-requests";
import { formatUsdt } from "@/shared/format/money";
import { paymentStates } from "@/web/features/admin/payments/payment-state";

/** What a decision is about: who asks, for which payment, from which exchange and why. */
export function RequestContext({ request }: { request: AdminAttributionRequestRow }) {
  const { payment, investor } = request;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dt className="text-slate-600">Investor</dt>
      <dd className="break-words">
        {investor.name ? `${investor.name} (${investor.email})` : investor.email}
      </dd>
      <dt className="text-slate-600">Amount</dt>
      <dd className="font-medium">{formatUsdt(payment.amountMicroUsdt)}</dd>
      <dt className="text-slate-600">State</dt>
      <dd>{paymentStates[payment.state].label}</dd>
      <dt className="text-slate-600">Transaction</dt>
      <dd className="break-all font-mono text-xs">{payment.txHash}</dd>
      <dt className="text-slate-600">Sender</dt>
      <dd className="break-all font-mono text-xs">{payment.from}</dd>
      <dt className="text-slate-600">Exchange</dt>
      <dd className="break-words">{request.exchange}</dd>
      {request.note ? (
        <>
          <dt className="text-slate-600">Note</dt>
          <dd className="break-words">{request.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
