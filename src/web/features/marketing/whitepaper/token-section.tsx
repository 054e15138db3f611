import { FileTextIcon, HandCoinsIcon, LandmarkIcon, PercentIcon, VoteIcon } from "lucide-react";
import { formatCount, formatPrice } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { saleDates } from "@/shared/sale/dates";
import {
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  COURSE_DISCOUNT_PERCENT,
  companyOwnershipPercent,
  DIVIDEND_SHARE_OF_PROFIT_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { saleTimeline } from "@/web/features/marketing/legal/sale-timeline";
import { percentOfSupply } from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

const benefits = [
  {
    icon: HandCoinsIcon,
    text: `Dividends every six months from ${saleDates.firstDividends}: ${DIVIDEND_SHARE_OF_PROFIT_PERCENT}% of the academy's profits, paid only to token holders until ${saleDates.holdersOnlyDividendsUntil}.`,
  },
  { icon: PercentIcon, text: `${COURSE_DISCOUNT_PERCENT}% off every course the academy teaches.` },
  { icon: VoteIcon, text: "A vote on school decisions, as the sale agreement sets out." },
  {
    icon: LandmarkIcon,
    text: "Use of PXL as collateral on a lending platform, as the sale agreement sets out.",
  },
  { icon: FileTextIcon, text: "A report on the academy's results every three months." },
];

export function TokenSection() {
  return (
    <ContentSection id="token" title={whitepaperOutline.token} className="bg-slate-50">
      <p className="max-w-[70ch] text-lg text-slate-700 leading-8">
        {siteConfig.tokenSymbol} is a token on the {siteConfig.network.name} network. Its whole supply of{" "}
        {formatCount(TOTAL_SUPPLY_PXL)} PXL represents {COMPANY_SHARE_OF_SUPPLY_PERCENT.toString()}% of the
        academy, so a holding's share of the company is its share of the supply multiplied by ten. The{" "}
        {formatCount(PRIVATE_SALE_ALLOCATION_PXL)} PXL of the private sale are{" "}
        {percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL)}% of the supply and{" "}
        {companyOwnershipPercent(PRIVATE_SALE_ALLOCATION_PXL * MICRO, 0)}% of the company, sold at{" "}
        {formatPrice(PRICE_MICRO_USDT)} each.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">What holders receive</h3>
          <ul className="mt-4 space-y-4">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="pt-1.5 text-slate-700">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">Timeline</h3>
          <ol className="mt-4 space-y-3 border-brand-200 border-l-2 pl-5">
            {saleTimeline.map((step) => (
              <li key={step.when}>
                <span className="block font-semibold text-brand-700">{step.when}</span>
                <span className="text-slate-700">{step.what}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </ContentSection>
  );
}
