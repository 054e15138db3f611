import { CoinsIcon, DollarSignIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
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
      <Stat icon={<CoinsIcon aria-hidden />} label="PXL Tokens" value={formatPxl(totals.tokensMicroPxl)}>
        {totals.averagePriceMicroUsdt
          ? `Avg. price ${formatPrice(totals.averagePriceMicroUsdt)}`
          : "No tokens yet"}
      </Stat>
      <Stat
        icon={<DollarSignIcon aria-hidden />}
        label="Invested"
        value={formatUsdt(totals.investedMicroUsdt)}
      >
        {pending > 0n ? `in USDT, ${formatUsdt(pending)} processing` : "in USDT"}
      </Stat>
      <Stat
        icon={<TrendIcon aria-hidden />}
        label="Portfolio Value"
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
  label,
  value,
  children,
}: {
  icon: React.ReactNode;
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
        <p className="font-bold text-2xl text-brand-950" data-testid={`stat-${label}`}>
          {value}
        </p>
        <p className="text-slate-600 text-sm">{children}</p>
      </CardContent>
    </Card>
  );
}
