import { m } from "@/paraglide/messages";
import { formatCount, formatPercent, formatUsdt } from "@/shared/format/money";
import { formatProgress, progressTenths } from "@/shared/sale/rules";
import type { TokenData } from "@/shared/sale/token-data";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";

/** Private Sale Progress: raised against the 140,000 USDT goal, capped at 100 %. */
export function SaleProgressCard({ sale }: { sale: TokenData | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dashboard_sale_progress_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sale ? (
          <>
            <div className="flex flex-wrap items-end justify-between gap-2 text-sm">
              <p>
                <span className="font-bold text-brand-950 text-xl">{formatUsdt(sale.totalRaised)}</span>{" "}
                <span className="text-slate-600">
                  {m.dashboard_sale_progress_goal({ goal: formatUsdt(sale.cap, { shown: 0 }) })}
                </span>
              </p>
              <p className="font-semibold text-brand-700">
                {formatPercent(formatProgress(BigInt(sale.totalRaised)))}
              </p>
            </div>
            <Progress
              value={progressTenths(BigInt(sale.totalRaised)) / 10}
              aria-label={m.dashboard_sale_progress_label()}
            />
            <p className="text-slate-600 text-sm">
              {m.dashboard_sale_progress_tokens({
                sold: formatCount(sale.tokensSold),
                remaining: formatCount(sale.tokensRemaining),
              })}
            </p>
          </>
        ) : (
          <p className="text-slate-600 text-sm">{m.investment_loading()}</p>
        )}
      </CardContent>
    </Card>
  );
}
