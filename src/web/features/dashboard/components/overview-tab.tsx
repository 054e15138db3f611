import { m } from "@/paraglide/messages";
import type { Portfolio } from "@/shared/portfolio/portfolio-schema";
import type { TokenData } from "@/shared/sale/token-data";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { AccountCard, type AccountSummary } from "@/web/features/dashboard/components/account-card";
import { KycNotice } from "@/web/features/dashboard/components/kyc-notice";
import { QuickActions } from "@/web/features/dashboard/components/quick-actions";
import { SaleProgressCard } from "@/web/features/dashboard/components/sale-progress-card";
import { StatCards } from "@/web/features/dashboard/components/stat-cards";
import { TransactionList } from "@/web/features/dashboard/components/transaction-list";
import { holdsPxl } from "@/web/features/dashboard/lib/holds-pxl";

/** How many payments Recent Transactions lists (spec). */
export const RECENT_TRANSACTIONS = 10;

/** The Overview tab, in the spec's order; a newcomer without PXL sees Buy PXL before the account card. */
export function OverviewTab({
  account,
  portfolio,
  sale,
  explorerTxUrl,
  yourPxl,
}: {
  account: AccountSummary;
  portfolio: Portfolio;
  sale: TokenData | undefined;
  explorerTxUrl: string | null;
  /** What is coming and what to do about it (the distribution feature's card). */
  yourPxl?: React.ReactNode;
}) {
  const holder = holdsPxl(portfolio);
  const actions = (
    <QuickActions soldOut={sale?.soldOut === true} kycStatus={portfolio.kycStatus} holdsPxl={holder} />
  );
  return (
    <div className="flex flex-col gap-6">
      {holder ? null : actions}
      <KycNotice kycStatus={portfolio.kycStatus} />
      {yourPxl}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AccountCard account={account} kycStatus={portfolio.kycStatus} />
        </div>
        {holder ? actions : null}
      </div>
      <StatCards totals={portfolio.totals} />
      <SaleProgressCard sale={sale} />
      <Card>
        <CardHeader>
          <CardTitle>{m.dashboard_recent_transactions()}</CardTitle>
        </CardHeader>
        <CardContent className="pt-2">
          <TransactionList
            payments={portfolio.payments.slice(0, RECENT_TRANSACTIONS)}
            explorerTxUrl={explorerTxUrl}
          />
        </CardContent>
      </Card>
    </div>
  );
}
