import { FileTextIcon, HandCoinsIcon, LandmarkIcon, PercentIcon, VoteIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
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
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
import { percentOfSupply } from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

/** What holders receive, in the page's language: called at render. */
const benefits = () => [
  {
    icon: HandCoinsIcon,
    text: m.whitepaper_token_benefit_dividends({
      from: saleDateText(saleDates.firstDividends, "from"),
      percent: formatCount(DIVIDEND_SHARE_OF_PROFIT_PERCENT),
      until: saleDateText(saleDates.holdersOnlyDividendsUntil, "until"),
    }),
  },
  {
    icon: PercentIcon,
    text: m.whitepaper_token_benefit_discount({ percent: formatCount(COURSE_DISCOUNT_PERCENT) }),
  },
  { icon: VoteIcon, text: m.whitepaper_token_benefit_vote() },
  { icon: LandmarkIcon, text: m.whitepaper_token_benefit_collateral() },
  { icon: FileTextIcon, text: m.whitepaper_token_benefit_reports() },
];

/**
 * The sale's steps as the legal text words them (legal/sale-timeline.ts), in the page's language;
 * the dates are the shared sale dates.
 */
const timeline = () => [
  { when: saleDateText(saleDates.privateSale), what: m.whitepaper_token_timeline_private_sale() },
  { when: saleDateText(saleDates.firstDividends), what: m.whitepaper_token_timeline_dividends() },
  { when: saleDateText(saleDates.tokenDistribution), what: m.whitepaper_token_timeline_distribution() },
  { when: saleDateText(saleDates.publicSale), what: m.whitepaper_token_timeline_public_sale() },
  {
    when: m.whitepaper_token_timeline_after_when({
      date: saleDateText(saleDates.holdersOnlyDividendsUntil, "of"),
    }),
    what: m.whitepaper_token_timeline_after(),
  },
];

export function TokenSection() {
  return (
    <ContentSection id="token" title={whitepaperOutline.token} className="bg-slate-50">
      <p className="max-w-[70ch] break-words text-lg text-slate-700 leading-8">
        {m.whitepaper_token_intro({
          symbol: siteConfig.tokenSymbol,
          network: siteConfig.network.name,
          supply: formatCount(TOTAL_SUPPLY_PXL),
          percent: formatCount(COMPANY_SHARE_OF_SUPPLY_PERCENT),
          allocation: formatCount(PRIVATE_SALE_ALLOCATION_PXL),
          supplyPercent: percentText(percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL)),
          companyPercent: percentText(companyOwnershipPercent(PRIVATE_SALE_ALLOCATION_PXL * MICRO, 0)),
          price: formatPrice(PRICE_MICRO_USDT),
        })}
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="break-words font-semibold text-slate-900 text-xl">
            {m.whitepaper_token_benefits_title()}
          </h3>
          <ul className="mt-4 space-y-4">
            {benefits().map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 break-words pt-1.5 text-slate-700">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900 text-xl">{m.whitepaper_token_timeline_title()}</h3>
          <ol className="mt-4 space-y-3 border-brand-200 border-l-2 pl-5">
            {timeline().map((step) => (
              <li key={step.when}>
                <span className="block font-semibold text-brand-700">{step.when}</span>
                <span className="break-words text-slate-700">{step.what}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </ContentSection>
  );
}
