import { InfoIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatCount, formatUsd } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT, DIVIDEND_SHARE_OF_PROFIT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";
import { FigureRows } from "@/web/features/marketing/whitepaper/figure-rows";
import {
  ANNUAL_COSTS_USD,
  ANNUAL_SALES_USD,
  LATER_ANNUAL_PROFIT_USD,
  MONTHLY_FEE_USD,
  SUPPLY_VALUE_USD,
  VALUATION_MULTIPLE,
  VALUATION_PROFIT_USD,
  VALUATION_USD,
  YEAR_ONE_PROFIT_USD,
} from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

const usd = (wholeUsd: bigint) => formatUsd(wholeUsd * MICRO);

/** The lines of the operating plan, in the page's language: called at render. */
const operatingPlan = () => [
  { label: m.whitepaper_value_plan_students(), value: formatCount(siteConfig.studentsPerYear) },
  {
    label: m.whitepaper_value_plan_tuition(),
    value: m.whitepaper_value_plan_tuition_value({ fee: usd(MONTHLY_FEE_USD) }),
  },
  { label: m.whitepaper_value_plan_sales(), value: usd(ANNUAL_SALES_USD) },
  { label: m.whitepaper_value_plan_costs(), value: usd(ANNUAL_COSTS_USD) },
  { label: m.whitepaper_value_plan_profit_year_one(), value: usd(YEAR_ONE_PROFIT_USD) },
  {
    label: m.whitepaper_value_plan_profit_later(),
    value: m.whitepaper_value_plan_about({ amount: usd(LATER_ANNUAL_PROFIT_USD) }),
  },
];

/** The lines of the valuation, in the page's language: called at render. */
const valuationReading = () => [
  { label: m.whitepaper_value_valuation_profit(), value: usd(VALUATION_PROFIT_USD) },
  {
    label: m.whitepaper_value_valuation_multiple(),
    value: m.whitepaper_value_valuation_multiple_value({ multiple: formatCount(VALUATION_MULTIPLE) }),
  },
  { label: m.whitepaper_value_valuation_academy(), value: usd(VALUATION_USD) },
  {
    label: m.whitepaper_value_valuation_share({ percent: formatCount(COMPANY_SHARE_OF_SUPPLY_PERCENT) }),
    value: usd(SUPPLY_VALUE_USD),
  },
];

export function ValueSection() {
  return (
    <ContentSection id="value" title={whitepaperOutline.value}>
      <p className="max-w-[70ch] break-words text-lg text-slate-700 leading-8">
        {m.whitepaper_value_intro({
          count: formatCount(siteConfig.studentsPerYear),
          fee: usd(MONTHLY_FEE_USD),
          sales: usd(ANNUAL_SALES_USD),
          percent: formatCount(DIVIDEND_SHARE_OF_PROFIT_PERCENT),
        })}
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{m.whitepaper_value_plan_title()}</CardTitle>
            <p className="font-bold text-2xl text-brand-700">
              {m.whitepaper_value_plan_headline({
                yearOne: usd(YEAR_ONE_PROFIT_USD),
                later: usd(LATER_ANNUAL_PROFIT_USD),
              })}
            </p>
            <p className="text-slate-600 text-sm">
              {m.whitepaper_value_plan_formula({
                count: formatCount(siteConfig.studentsPerYear),
                fee: usd(MONTHLY_FEE_USD),
                months: formatCount(12),
              })}
            </p>
          </CardHeader>
          <CardContent>
            <FigureRows rows={operatingPlan()} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{m.whitepaper_value_valuation_title()}</CardTitle>
            <p className="font-bold text-2xl text-brand-700">
              {m.whitepaper_value_valuation_headline({
                profit: usd(VALUATION_PROFIT_USD),
                multiple: formatCount(VALUATION_MULTIPLE),
                valuation: usd(VALUATION_USD),
              })}
            </p>
            <p className="text-slate-600 text-sm">
              {m.whitepaper_value_valuation_supply({
                percent: formatCount(COMPANY_SHARE_OF_SUPPLY_PERCENT),
                cap: usd(SUPPLY_VALUE_USD),
              })}
            </p>
          </CardHeader>
          <CardContent>
            <FigureRows rows={valuationReading()} />
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 flex max-w-[70ch] gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
        <InfoIcon className="mt-1 size-5 shrink-0" aria-hidden />
        <p className="min-w-0 break-words">
          {m.whitepaper_value_note({ yearOne: usd(YEAR_ONE_PROFIT_USD), profit: usd(VALUATION_PROFIT_USD) })}
        </p>
      </div>
    </ContentSection>
  );
}
