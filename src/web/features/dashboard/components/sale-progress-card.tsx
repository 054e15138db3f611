import { formatCount, formatUsdt } from "@/shared/format/money";
import { formatProgress, progressTenths } from "@/shared/sale/rules";
import type { TokenData } from "@/shared/sale/token-data";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";

/** Private Sale Progress: raised against the 140,000 USDT goal, capped at 100 %. */
export function SaleProgressCard({ sale }: { sale: TokenData | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Private Sale Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sale ? (
          <>
            <div className="flex flex-wrap items-end justify-between gap-2 text-sm">
              <p>
                <span className="font-bold text-brand-950 text-xl">{formatUsdt(sale.totalRaised)}</span>{" "}
                <span className="text-slate-600">raised of {formatUsdt(sale.cap, { shown: 0 })} goal</span>
              </p>
              <p className="font-semibold text-brand-700">{formatProgress(BigInt(sale.totalRaised))}%</p>
            </div>
            <Progress
              value={progressTenths(BigInt(sale.totalRaised)) / 10}
              aria-label="Private sale progress"
            />
            <p className="text-slate-600 text-sm">
              {formatCount(sale.tokensSold)} PXL sold, {formatCount(sale.tokensRemaining)} remaining
            </p>
          </>
        ) : (
          <p className="text-slate-600 text-sm">Loading fundraising data...</p>
        )}
      </CardContent>
    </Card>
  );
}
