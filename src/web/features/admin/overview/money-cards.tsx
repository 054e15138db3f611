import { Link } from "react-router";
import type { AdminOverview } from "@/shared/admin/overview";
import { formatUsdt } from "@/shared/format/money";
import { consolePaths } from "@/shared/routes";
import { FigureCard } from "@/web/features/admin/overview/figure-card";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline";

/** Raised, credited, awaiting attribution, refunds due (and paid back). */
export function MoneyCards({ overview }: { overview: AdminOverview }) {
  const refundOutstanding = BigInt(overview.refundDueMicroUsdt) - BigInt(overview.refundPaidMicroUsdt);
  return (
    <>
      <FigureCard label="Raised" value={formatUsdt(overview.raisedMicroUsdt)}>
        What the public tracker shows.
      </FigureCard>
      <FigureCard label="Credited" value={formatUsdt(overview.creditedMicroUsdt)}>
        Credited to investors.
      </FigureCard>
      <FigureCard label="Awaiting attribution" value={formatUsdt(overview.awaitingAttributionMicroUsdt)}>
        <Link to={`${consolePaths.payments}?state=awaiting_attribution`} className={linkClass}>
          Payments to attribute
        </Link>
      </FigureCard>
      <FigureCard label="Refunds due" value={formatUsdt(overview.refundDueMicroUsdt)}>
        <p>
          Paid back: {formatUsdt(overview.refundPaidMicroUsdt)}
          {refundOutstanding > 0n ? ` · still to pay: ${formatUsdt(refundOutstanding)}` : null}
        </p>
        <Link to={`${consolePaths.payments}?state=refund_due`} className={linkClass}>
          Refunds to pay
        </Link>
      </FigureCard>
    </>
  );
}
