import {
  BookOpenIcon,
  CalendarClockIcon,
  HandCoinsIcon,
  LandmarkIcon,
  PercentIcon,
  VoteIcon,
} from "lucide-react";
import { Link } from "react-router";
import { formatCount, formatPrice, formatUsdt } from "@/shared/format/money";
import { MICRO } from "@/shared/money/units";
import { paths, productSectionId } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
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
import { IconFeatureList } from "@/web/features/marketing/icon-feature-list";
import { percentOfSupply } from "@/web/features/marketing/whitepaper/whitepaper-figures";

const benefits = [
  {
    icon: LandmarkIcon,
    title: `${COMPANY_SHARE_OF_SUPPLY_PERCENT}% company ownership`,
    text: `The whole PXL supply represents ${COMPANY_SHARE_OF_SUPPLY_PERCENT}% of the academy.`,
  },
  {
    icon: HandCoinsIcon,
    title: "Dividends every six months",
    text: `${DIVIDEND_SHARE_OF_PROFIT_PERCENT}% of profits shared with holders, from ${saleDates.firstDividends}.`,
  },
  {
    icon: PercentIcon,
    title: `${COURSE_DISCOUNT_PERCENT}% course discount`,
    text: "Holders save on every course the academy teaches.",
  },
  {
    icon: VoteIcon,
    title: "A voice in the school",
    text: "Holders vote on school decisions, as the sale agreement sets out.",
  },
  {
    icon: BookOpenIcon,
    title: "Quarterly reports",
    text: "The academy reports to holders every three months.",
  },
  {
    icon: CalendarClockIcon,
    title: "Clear timeline",
    text: `Tokens are distributed in ${saleDates.tokenDistribution}; the public sale follows in ${saleDates.publicSale}.`,
  },
];

/** The landing page's product section (id "product"): what PXL is and what it gives. */
export function ProductSection() {
  const facts = [
    { label: "Price per token", value: formatPrice(PRICE_MICRO_USDT) },
    { label: "Total supply", value: `${formatCount(TOTAL_SUPPLY_PXL)} PXL` },
    { label: "Private-sale allocation", value: `${formatCount(PRIVATE_SALE_ALLOCATION_PXL)} PXL` },
    { label: "Raise cap", value: formatUsdt(CAP_MICRO_USDT, { shown: 0 }) },
  ];
  return (
    <section
      id={productSectionId}
      aria-labelledby="product-title"
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-24"
    >
      <Container>
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-widest">The product</p>
        <h2 id="product-title" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
          {siteConfig.product}: a share in a growing school
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Georgia's first tokenized business sells {formatCount(PRIVATE_SALE_ALLOCATION_PXL)} PXL,{" "}
          {percentOfSupply(PRIVATE_SALE_ALLOCATION_PXL)}% of the supply and{" "}
          {companyOwnershipPercent(PRIVATE_SALE_ALLOCATION_PXL * MICRO, 0)}% of the company, in a private sale
          paid in USDT on the Arbitrum network. The raise funds marketing, teachers, classrooms and
          partnerships for an academy with room for {formatCount(siteConfig.studentsPerYear)} students.
        </p>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-slate-600 text-sm">{fact.label}</dt>
              <dd className="mt-1 font-bold text-brand-950 text-xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <IconFeatureList items={benefits} className="mt-12 gap-6" />
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.whitepaper}>Read the Whitepaper</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.roadmap}>See the Roadmap</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
