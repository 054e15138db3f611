import { GiftIcon, PercentIcon, WalletIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatCount, formatPercent, formatUsdt } from "@/shared/format/money";
import {
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  COURSE_DISCOUNT_PERCENT,
  formatProgress,
  progressTenths,
} from "@/shared/sale/rules";
import type { TokenData } from "@/shared/sale/token-data";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Progress } from "@/web/components/ui/progress";

/** The page's side column: the sale's progress, what holders get, and where to pay. */
export function SaleSidebar({ data, saleWallet }: { data: TokenData; saleWallet: string | undefined }) {
  const raised = BigInt(data.totalRaised);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.dashboard_sale_progress_title()}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <Progress value={progressTenths(raised) / 10} aria-label={m.dashboard_sale_progress_label()} />
          <p className="flex justify-between gap-2">
            <span className="font-semibold">{formatUsdt(raised)}</span>
            <span className="text-slate-600">{formatPercent(formatProgress(raised))}</span>
          </p>
          <p className="text-slate-600">
            {m.dashboard_sale_progress_goal({ goal: formatUsdt(data.cap, { shown: 0 }) })}
          </p>
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-slate-600">{m.investment_sidebar_tokens_sold()}</dt>
            <dd className="text-right font-medium">
              {m.investment_sidebar_pxl({ count: formatCount(data.tokensSold) })}
            </dd>
            <dt className="text-slate-600">{m.investment_sidebar_tokens_remaining()}</dt>
            <dd className="text-right font-medium">
              {m.investment_sidebar_pxl({ count: formatCount(data.tokensRemaining) })}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.investment_sidebar_benefits_title()}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm">
            <li className="flex items-center gap-2">
              <PercentIcon className="size-4 text-brand-600" aria-hidden="true" />
              {m.investment_sidebar_benefit_ownership({
                percent: COMPANY_SHARE_OF_SUPPLY_PERCENT.toString(),
              })}
            </li>
            <li className="flex items-center gap-2">
              <GiftIcon className="size-4 text-brand-600" aria-hidden="true" />
              {m.investment_sidebar_benefit_discount({ percent: COURSE_DISCOUNT_PERCENT.toString() })}
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <WalletIcon className="size-5 text-brand-600" aria-hidden="true" />
            {m.investment_sidebar_wallet_title()}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <Badge tone="warning" className="self-start">
            {m.investment_sidebar_wallet_badge()}
          </Badge>
          {saleWallet ? (
            <CopyableValue
              value={saleWallet}
              copyLabel={m.investment_copy_wallet_address()}
              testId="sidebar-wallet"
            />
          ) : (
            <p className="text-xs">{m.investment_loading_short()}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
