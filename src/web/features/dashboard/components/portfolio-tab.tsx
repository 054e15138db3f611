import { m } from "@/paraglide/messages";
import {
  formatPercent,
  formatPrice,
  formatPxl,
  formatSignedPercent,
  formatSignedUsdt,
  formatUsdt,
} from "@/shared/format/money";
import type { Portfolio } from "@/shared/portfolio/portfolio-schema";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { HoldingsChart } from "@/web/features/dashboard/components/holdings-chart";
import { TransactionList } from "@/web/features/dashboard/components/transaction-list";

/**
 * The Portfolio tab (not in the spec): holdings, invested, value, ownership, dividends (the distribution
 * feature's list, handed in), the chart and every payment.
 */
export function PortfolioTab({
  portfolio,
  explorerTxUrl,
  dividends,
}: {
  portfolio: Portfolio;
  explorerTxUrl: string | null;
  dividends?: React.ReactNode;
}) {
  const { totals } = portfolio;
  const refundDue = BigInt(totals.refundDueMicroUsdt);
  const pending = BigInt(totals.pendingMicroUsdt);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.dashboard_holdings_title()}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <Figure label={m.dashboard_holdings_pxl_held()} value={formatPxl(totals.tokensMicroPxl)} />
            <Figure label={m.dashboard_holdings_invested()} value={formatUsdt(totals.investedMicroUsdt)} />
            <Figure
              label={m.dashboard_holdings_value()}
              value={formatUsdt(totals.valueMicroUsdt)}
              hint={`${formatSignedUsdt(totals.profitMicroUsdt)} (${formatSignedPercent(totals.profitPercentHundredths)})`}
            />
            <Figure
              label={m.dashboard_holdings_ownership()}
              value={formatPercent(totals.ownershipPercent)}
              hint={m.dashboard_holdings_price_per_pxl({ price: formatPrice(totals.priceMicroUsdt) })}
            />
            {pending > 0n ? (
              <Figure label={m.dashboard_holdings_processing()} value={formatUsdt(pending)} />
            ) : null}
            {refundDue > 0n ? (
              <Figure label={m.dashboard_holdings_refund_due()} value={formatUsdt(refundDue)} />
            ) : null}
          </dl>
        </CardContent>
      </Card>
      {dividends}
      <Card>
        <CardHeader>
          <CardTitle>{m.dashboard_holdings_over_time()}</CardTitle>
        </CardHeader>
        <CardContent>
          <HoldingsChart payments={portfolio.payments} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.dashboard_payments_title()}</CardTitle>
        </CardHeader>
        <CardContent className="pt-2">
          <TransactionList payments={portfolio.payments} explorerTxUrl={explorerTxUrl} />
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-bold text-brand-950 text-lg">{value}</dd>
      {hint ? <dd className="text-slate-500 text-xs">{hint}</dd> : null}
    </div>
  );
}
