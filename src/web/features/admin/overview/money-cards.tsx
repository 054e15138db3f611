import { Link } from "react-router";
import type { AdminOverview } from "@/shared/admin/overview";
import { consolePaths } from "@/web/features/admin/components/console-paths";
import { usdt } from "@/web/features/admin/components/format";
import { FigureCard } from "@/web/features/admin/overview/figure-card";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline";

/** Raised, credited, awaiting attribution, refunds due (and paid back). */
export function MoneyCards({ overview }: { overview: AdminOverview }) {
  const refundOutstanding = BigInt(overview.refundDueMicroUsdt) - BigInt(overview.refundPaidMicroUsdt);
  return (
    <>
      <FigureCard label="Raised" value={usdt(overview.raisedMicroUsdt)}>
        What the public tracker shows.
      </FigureCard>
      <FigureCard label="Credited" value={usdt(overview.creditedMicroUsdt)}>
        Credited to investors.
      </FigureCard>
      <FigureCard label="Awaiting attribution" value={usdt(overview.awaitingAttributionMicroUsdt)}>
        <Link to={`${consolePaths.payments}?state=awaiting_attribution`} className={linkClass}>
          Payments to attribute
        </Link>
      </FigureCard>
      <FigureCard label="Refunds due" value={usdt(overview.refundDueMicroUsdt)}>
        <p>
          Paid back: {usdt(overview.refundPaidMicroUsdt)}
          {refundOutstanding > 0n ? ` · still to pay: ${usdt(refundOutstanding)}` : null}
        </p>
        <Link to={`${consolePaths.payments}?state=refund_due`} className={linkClass}>
          Refunds to pay
        </Link>
      </FigureCard>
    </>
  );
}
