import { GiftIcon, PercentIcon, WalletIcon } from "lucide-react";
import { formatCount, formatUsdt } from "@/shared/format/money";
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
          <CardTitle>Private Sale Progress</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <Progress value={progressTenths(raised) / 10} aria-label="Private sale progress" />
          <p className="flex justify-between gap-2">
            <span className="font-semibold">{formatUsdt(raised)}</span>
            <span className="text-slate-600">{formatProgress(raised)}%</span>
          </p>
          <p className="text-slate-600">raised of {formatUsdt(data.cap, { shown: 0 })} goal</p>
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-slate-600">Tokens sold</dt>
            <dd className="text-right font-medium">{formatCount(data.tokensSold)} PXL</dd>
            <dt className="text-slate-600">Tokens remaining</dt>
            <dd className="text-right font-medium">{formatCount(data.tokensRemaining)} PXL</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Token Holder Benefits</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm">
            <li className="flex items-center gap-2">
              <PercentIcon className="size-4 text-brand-600" aria-hidden="true" />
              {COMPANY_SHARE_OF_SUPPLY_PERCENT.toString()}% total ownership via tokens
            </li>
            <li className="flex items-center gap-2">
              <GiftIcon className="size-4 text-brand-600" aria-hidden="true" />
              {COURSE_DISCOUNT_PERCENT.toString()}% off all academy courses
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <WalletIcon className="size-5 text-brand-600" aria-hidden="true" />
            Payment Wallet
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <Badge tone="warning" className="self-start">
            USDT on Arbitrum only
          </Badge>
          {saleWallet ? (
            <CopyableValue value={saleWallet} copyLabel="Copy wallet address" testId="sidebar-wallet" />
          ) : (
            <p className="text-xs">Loading…</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
