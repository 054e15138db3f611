import { CoinsIcon, DollarSignIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import {
  formatPrice,
  formatPxl,
  formatSignedPercent,
  formatSignedUsdt,
  formatUsdt,
  profitTone,
} from "@/shared/format/money";
import type { PortfolioTotals } from "@/shared/portfolio/portfolio-schema";
import { Card, CardContent } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

/** The three stat cards: PXL Tokens with the average price, Invested in USDT, Portfolio Value with profit or loss. */
export function StatCards({ totals }: { totals: PortfolioTotals }) {
  const profit = BigInt(totals.profitMicroUsdt);
  const pending = BigInt(totals.pendingMicroUsdt);
  const tone = profitTone(profit);
  const TrendIcon = tone === "loss" ? TrendingDownIcon : TrendingUpIcon;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat
        icon={<CoinsIcon aria-hidden />}
        id="PXL Tokens"
        label={m.dashboard_stats_tokens()}
        value={formatPxl(totals.tokensMicroPxl)}
      >
        {totals.averagePriceMicroUsdt
          ? m.dashboard_stats_average_price({ price: formatPrice(totals.averagePriceMicroUsdt) })
          : m.dashboard_stats_no_tokens()}
      </Stat>
      <Stat
        icon={<DollarSignIcon aria-hidden />}
        id="Invested"
        label={m.dashboard_stats_invested()}
        value={formatUsdt(totals.investedMicroUsdt)}
      >
        {pending > 0n
          ? m.dashboard_stats_invested_processing({ amount: formatUsdt(pending) })
          : m.dashboard_stats_invested_hint()}
      </Stat>
      <Stat
        icon={<TrendIcon aria-hidden />}
        id="Portfolio Value"
        label={m.dashboard_stats_value()}
        value={formatUsdt(totals.valueMicroUsdt)}
      >
        <span
          data-testid="profit-loss"
          className={cn(tone === "gain" && "text-emerald-700", tone === "loss" && "text-red-700")}
        >
          {formatSignedUsdt(profit)} ({formatSignedPercent(totals.profitPercentHundredths)})
        </span>
      </Stat>
    </div>
  );
}

function Stat({
  icon,
  id,
  label,
  value,
  children,
}: {
  icon: React.ReactNode;
  /** Names the figure for tests, in every language. */
  id: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1">
        <p className="flex items-center gap-2 font-medium text-slate-600 text-sm [&_svg]:size-4 [&_svg]:text-brand-600">
          {icon}
          {label}
        </p>
        <p className="font-bold text-2xl text-brand-950" data-testid={`stat-${id}`}>
          {value}
        </p>
        <p className="text-slate-600 text-sm">{children}</p>
      </CardContent>
    </Card>
  );
}
