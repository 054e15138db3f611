import { m } from "@/paraglide/messages";
import { formatCount, formatPrice, formatUsdt } from "@/shared/format/money";
import { CAP_MICRO_USDT, PRICE_MICRO_USDT, PRIVATE_SALE_ALLOCATION_PXL } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { PageHero } from "@/web/components/ui/section";

/** The page's h1 with the four figures the plan rests on. */
export function RoadmapHero() {
  const figures = [
    { label: m.roadmap_hero_cap_label(), value: formatUsdt(CAP_MICRO_USDT, { shown: 0 }) },
    {
      label: m.roadmap_hero_allocation_label(),
      value: `${formatCount(PRIVATE_SALE_ALLOCATION_PXL)} ${siteConfig.tokenSymbol}`,
    },
    { label: m.roadmap_hero_price_label(), value: formatPrice(PRICE_MICRO_USDT) },
    { label: m.roadmap_hero_students_label(), value: formatCount(siteConfig.studentsPerYear) },
  ];
  return (
    <PageHero
      title={m.roadmap_hero_title()}
      lead={m.roadmap_hero_lead({ symbol: siteConfig.tokenSymbol, academy: siteConfig.academyName })}
    >
      <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-xl bg-white/10 p-5 ring-1 ring-white/20"
          >
            <dt className="mt-1 break-words text-brand-100 text-sm">{figure.label}</dt>
            <dd className="font-bold text-2xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
