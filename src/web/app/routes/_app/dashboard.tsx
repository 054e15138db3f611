import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { claimSlot } from "@/web/app/distribution/claim-slot";
import { Container } from "@/web/components/ui/section";
import { usePortfolio } from "@/web/features/dashboard/api/get-portfolio";
import { DashboardTabs } from "@/web/features/dashboard/components/dashboard-tabs";
import { holdsPxl } from "@/web/features/dashboard/lib/holds-pxl";
import { DividendList } from "@/web/features/distribution/components/dividend-list";
import { YourPxlCard } from "@/web/features/distribution/components/your-pxl-card";
import { VerifyTransactionButton } from "@/web/features/payments/components/verify-transaction-button";
import { useTokenData } from "@/web/features/sale/api/get-token-data";
import { LiveIndicator } from "@/web/features/sale/components/live-indicator";
import { AccountGreeting } from "@/web/features/session/components/account-greeting";
import { useSignedInUser } from "@/web/features/session/hooks/use-signed-in-user";
import { useAccountLive } from "@/web/lib/account-live";
import { usePublicChain } from "@/web/lib/public-chain";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.dashboard_meta_title(),
    description: m.dashboard_meta_description(),
    path: paths.dashboard,
    noindex: true,
  });

/** The investor dashboard: greeting, Verify Transaction, and the Overview / Portfolio / Real-time tabs. */
export default function Dashboard() {
  const user = useSignedInUser();
  const live = useAccountLive();
  // The account stream keeps the figures current; no polling while it is open.
  const sale = useTokenData({ live });
  const chain = usePublicChain();
  // The same query as the tabs' (one request): "Welcome back" only once the investor holds PXL.
  const portfolio = usePortfolio();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <AccountGreeting user={user} returning={portfolio.data ? holdsPxl(portfolio.data) : false} />
        <VerifyTransactionButton className="self-start" />
      </div>
      <DashboardTabs
        account={{ name, email: user.email }}
        sale={sale.data}
        explorerTxUrl={chain.data?.explorerTxUrl ?? null}
        liveIndicator={<LiveIndicator live={live} offlineText={m.dashboard_connection_lost()} />}
        yourPxl={<YourPxlCard renderClaim={claimSlot} />}
        dividends={<DividendList renderClaim={claimSlot} />}
      />
    </Container>
  );
}
