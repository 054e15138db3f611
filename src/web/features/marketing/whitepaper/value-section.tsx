import { InfoIcon } from "lucide-react";
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

const operatingPlan = [
  { label: "Students a year", value: formatCount(siteConfig.studentsPerYear) },
  { label: "Tuition", value: `${usd(MONTHLY_FEE_USD)} a month` },
  { label: "Sales a year", value: usd(ANNUAL_SALES_USD) },
  { label: "Costs a year", value: usd(ANNUAL_COSTS_USD) },
  { label: "Net profit, year 1", value: usd(YEAR_ONE_PROFIT_USD) },
  { label: "Net profit, later years", value: `about ${usd(LATER_ANNUAL_PROFIT_USD)}` },
];

const valuationReading = [
  { label: "Annual profit used", value: usd(VALUATION_PROFIT_USD) },
  { label: "Multiple", value: `${VALUATION_MULTIPLE} × profit` },
  { label: "Valuation of the academy", value: usd(VALUATION_USD) },
  { label: `PXL's ${COMPANY_SHARE_OF_SUPPLY_PERCENT}% share`, value: usd(SUPPLY_VALUE_USD) },
];

export function ValueSection() {
  return (
    <ContentSection id="value" title={whitepaperOutline.value}>
      <p className="max-w-[70ch] text-lg text-slate-700 leading-8">
        The academy earns from tuition: {formatCount(siteConfig.studentsPerYear)} students paying{" "}
        {usd(MONTHLY_FEE_USD)} a month bring in {usd(ANNUAL_SALES_USD)} a year. Holders receive{" "}
        {DIVIDEND_SHARE_OF_PROFIT_PERCENT.toString()}% of the profit as dividends, so both the dividends and
        the value of PXL rest on what the school keeps after its costs.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Operating plan</CardTitle>
            <p className="font-bold text-2xl text-brand-700">
              {usd(YEAR_ONE_PROFIT_USD)} in year 1 / about {usd(LATER_ANNUAL_PROFIT_USD)} later
            </p>
            <p className="text-slate-600 text-sm">
              Sales of {formatCount(siteConfig.studentsPerYear)} × {usd(MONTHLY_FEE_USD)} × 12 months, less
              costs.
            </p>
          </CardHeader>
          <CardContent>
            <FigureRows rows={operatingPlan} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Valuation reading</CardTitle>
            <p className="font-bold text-2xl text-brand-700">
              {usd(VALUATION_PROFIT_USD)} profit × {VALUATION_MULTIPLE.toString()} = {usd(VALUATION_USD)}
            </p>
            <p className="text-slate-600 text-sm">
              The whole token supply is {COMPANY_SHARE_OF_SUPPLY_PERCENT.toString()}% of that value: the{" "}
              {usd(SUPPLY_VALUE_USD)} market cap shown on the tracker.
            </p>
          </CardHeader>
          <CardContent>
            <FigureRows rows={valuationReading} />
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 flex max-w-[70ch] gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
        <InfoIcon className="mt-1 size-5 shrink-0" aria-hidden />
        <p>
          These figures come from two calculations in the whitepaper, and they differ: the operating plan
          arrives at {usd(YEAR_ONE_PROFIT_USD)} of profit in year 1, while the valuation starts from{" "}
          {usd(VALUATION_PROFIT_USD)}. Both are shown as written. They are projections, not results: the
          reports every three months will show the real figures.
        </p>
      </div>
    </ContentSection>
  );
}
