import { Tabs } from "radix-ui";
import { m } from "@/paraglide/messages";
import type { TokenData } from "@/shared/sale/token-data";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { usePortfolio } from "@/web/features/dashboard/api/get-portfolio";
import type { AccountSummary } from "@/web/features/dashboard/components/account-card";
import { OverviewTab } from "@/web/features/dashboard/components/overview-tab";
import { PortfolioTab } from "@/web/features/dashboard/components/portfolio-tab";
import { RealtimeTab } from "@/web/features/dashboard/components/realtime-tab";

const tabs = [
  { value: "overview", label: m.dashboard_tabs_overview },
  { value: "portfolio", label: m.dashboard_tabs_portfolio },
  { value: "realtime", label: m.dashboard_tabs_realtime },
] as const;

const triggerClass =
  "min-h-11 rounded-md px-3 py-2 font-semibold text-slate-600 text-sm transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/**
 * The dashboard's three tabs (arrow keys move between them). The route hands in what comes from
 * other features: the sale figures, the explorer's address, the live indicator, and the distribution's
 * "Your PXL" card and dividends.
 */
export function DashboardTabs({
  account,
  sale,
  explorerTxUrl,
  liveIndicator,
  yourPxl,
  dividends,
}: {
  account: AccountSummary;
  sale: TokenData | undefined;
  explorerTxUrl: string | null;
  liveIndicator: React.ReactNode;
  yourPxl?: React.ReactNode;
  dividends?: React.ReactNode;
}) {
  const portfolio = usePortfolio();
  const needsPortfolio = (content: (data: NonNullable<typeof portfolio.data>) => React.ReactNode) =>
    portfolio.data ? (
      content(portfolio.data)
    ) : portfolio.isError ? (
      <Alert tone="danger" className="flex-col items-start">
        <p>{m.dashboard_portfolio_error({ reason: portfolio.error.message })}</p>
        <Button variant="outline" size="sm" onClick={() => void portfolio.refetch()}>
          {m.dashboard_try_again()}
        </Button>
      </Alert>
    ) : (
      <Spinner label={m.dashboard_portfolio_loading()} className="self-center py-10" />
    );

  return (
    <Tabs.Root defaultValue="overview" className="flex flex-col gap-6">
      <Tabs.List
        aria-label={m.dashboard_tabs_label()}
        className="grid grid-cols-3 gap-1 self-stretch rounded-lg bg-slate-200/70 p-1 sm:self-start"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label()}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="flex flex-col">
        {needsPortfolio((data) => (
          <OverviewTab
            account={account}
            portfolio={data}
            sale={sale}
            explorerTxUrl={explorerTxUrl}
            yourPxl={yourPxl}
          />
        ))}
      </Tabs.Content>
      <Tabs.Content value="portfolio" className="flex flex-col">
        {needsPortfolio((data) => (
          <PortfolioTab portfolio={data} explorerTxUrl={explorerTxUrl} dividends={dividends} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="realtime" className="flex flex-col">
        <RealtimeTab liveIndicator={liveIndicator} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
