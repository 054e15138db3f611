import {
  BookOpenIcon,
  CalendarClockIcon,
  HandCoinsIcon,
  LandmarkIcon,
  PercentIcon,
  VoteIcon,
} from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatPrice, formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { paths, productSectionId } from "@/shared/routes";
import {
  CAP_MICRO_USDT,
  COMPANY_SHARE_OF_SUPPLY_PERCENT,
  COURSE_DISCOUNT_PERCENT,
  companyOwnershipPercent,
  DIVIDEND_SHARE_OF_PROFIT_PERCENT,
  PRICE_MICRO_USDT,
  PRIVATE_SALE_ALLOCATION_PXL,
  TOTAL_SUPPLY_PXL,
} from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { type IconFeature, IconFeatureList } from "@/web/features/marketing/icon-feature-list";
import { percentOfSupply } from "@/web/features/marketing/whitepaper/whitepaper-figures";
import { pageHref } from "@/web/lib/locale";

/** The points of PXL, read in the page's language when the section renders. */
const benefits = (): IconFeature[] => [
  {
    icon: LandmarkIcon,
    title: m.home_product_ownership_title({ percent: COMPANY_SHARE_OF_SUPPLY_PERCENT.toString() }),
    text: m.home_product_ownership_text({ percent: COMPANY_SHARE_OF_SUPPLY_PERCENT.toString() }),
  },
  {
    icon: HandCoinsIcon,
    title: m.home_product_dividends_title(),
    text: m.home_product_dividends_text({ percent: DIVIDEND_SHARE_OF_PROFIT_PERCENT.toString() }),
  },
  {
    icon: PercentIcon,
    title: m.home_product_discount_title({ percent: COURSE_DISCOUNT_PERCENT.toString() }),
    text: m.home_product_discount_text(),
  },
  { icon: VoteIcon, title: m.home_product_voice_title(), text: m.home_product_voice_text() },
  { icon: BookOpenIcon, title: m.home_product_reports_title(), text: m.home_product_reports_text() },
  { icon: CalendarClockIcon, title: m.home_product_timeline_title(), text: m.home_product_timeline_text() },
];

/** The landing page's product section (id "product"): what PXL is and what it gives. */
export function ProductSection() {
  const facts = [
    { label: m.home_product_fact_price(), value: formatPrice(PRICE_MICRO_USDT) },
    { label: m.home_product_fact_supply(), value: `${formatCount(TOTAL_SUPPLY_PXL)} PXL` },
    { label: m.home_product_fact_allocation(), value: `${formatCount(PRIVATE_SALE_ALLOCATION_PXL)} PXL` },
    { label: m.home_product_fact_cap(), value: formatUsdt(CAP_MICRO_USDT, { shown: 0 }) },
  ];
  return (
    <section
      id={productSectionId}
      aria-labelledby="product-title"
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-24"
    >
      <Container>
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-widest">
          {m.home_product_eyebrow()}
        </p>
        <h2 id="product-title" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
          {m.home_product_title({ product: siteConfig.product })}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          {m.home_product_lead({
            allocation: formatCount(PRIVATE_SALE_ALLOCATION_PXL),
            supplyShare: percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL),
            companyShare: companyOwnershipPercent(PRIVATE_SALE_ALLOCATION_PXL * MICRO, 0),
            students: formatCount(siteConfig.studentsPerYear),
          })}
        </p>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-slate-600 text-sm">{fact.label}</dt>
              <dd className="mt-1 font-bold text-brand-950 text-xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <IconFeatureList items={benefits()} className="mt-12 gap-6" />
        <div className="mt-12 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2 text-center">
            <Link to={pageHref(paths.whitepaper)}>{m.common_read_whitepaper()}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2 text-center"
            variant="outline"
          >
            <Link to={pageHref(paths.roadmap)}>{m.home_product_see_roadmap()}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
