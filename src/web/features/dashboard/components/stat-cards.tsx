import { CoinsIcon, DollarSignIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import type { PortfolioTotals } from "@/shared/portfolio/portfolio-schema";
import { Card, CardContent } from "@/web/components/ui/card";
import { price, pxl, signedPercent, signedUsd, usd } from "@/web/features/dashboard/lib/format";
import { cn } from "@/web/lib/cn";

/** The three stat cards: PXL Tokens with the average price, Invested in USDT, Portfolio Value with profit or loss. */
export function StatCards({ totals }: { totals: PortfolioTotals }) {
  const profit = BigInt(totals.profitMicroUsdt);
  const pending = BigInt(totals.pendingMicroUsdt);
  const TrendIcon = profit < 0n ? TrendingDownIcon : TrendingUpIcon;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat icon={<CoinsIcon aria-hidden />} label="PXL Tokens" value={pxl(totals.tokensMicroPxl)}>
        {totals.averagePriceMicroUsdt
          ? `Avg. price ${price(totals.averagePriceMicroUsdt)} USDT`
          : "No tokens yet"}
      </Stat>
      <Stat icon={<DollarSignIcon aria-hidden />} label="Invested" value={usd(totals.investedMicroUsdt)}>
        {pending > 0n ? `in USDT, ${usd(pending)} processing` : "in USDT"}
      </Stat>
      <Stat icon={<TrendIcon aria-hidden />} label="Portfolio Value" value={usd(totals.valueMicroUsdt)}>
        <span
          data-testid="profit-loss"
          className={cn(profit > 0n && "text-emerald-700", profit < 0n && "text-red-700")}
        >
          {signedUsd(profit)} ({signedPercent(totals.profitPercentHundredths)})
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
