import { m } from "@/paraglide/messages";
import { formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { allocationPercent, fundAllocations } from "@/shared/sale/use-of-funds";
import { Card, CardContent, CardTitle } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { ContentSection } from "@/web/components/ui/section";
import { fundPresentation } from "@/web/features/marketing/roadmap/fund-presentation";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";

/** Seven cards: where each USDT of the private sale goes. */
export function FundAllocation() {
  return (
    <ContentSection id="fund-allocation" title={m.roadmap_funds_title()}>
      <p className="max-w-3xl text-slate-700">
        {m.roadmap_funds_intro({ cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }) })}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {fundAllocations.map(({ key, amountUsdt }) => {
          const { icon: Icon, title, description } = fundPresentation[key];
          const percent = allocationPercent(amountUsdt);
          return (
            <li key={key}>
              <Card className="h-full">
                <CardContent>
                  <div className="flex items-start justify-between gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <p className="font-bold text-2xl text-brand-700">{percentText(percent)}%</p>
                  </div>
                  <CardTitle className="mt-4 break-words">{title()}</CardTitle>
                  <p className="mt-1 font-semibold text-slate-900">
                    {formatUsdt(amountUsdt * MICRO, { shown: 0 })}
                  </p>
                  <Progress value={Number(percent)} aria-hidden className="mt-3 h-2" />
                  <p className="mt-3 break-words text-slate-600 text-sm">{description()}</p>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
