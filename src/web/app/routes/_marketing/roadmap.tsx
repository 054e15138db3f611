import { formatUsdt } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { FundAllocation } from "@/web/features/marketing/roadmap/fund-allocation";
import { FutureGoals } from "@/web/features/marketing/roadmap/future-goals";
import { KeyMilestones } from "@/web/features/marketing/roadmap/key-milestones";
import { PhaseList } from "@/web/features/marketing/roadmap/phase-list";
import { RoadmapHero } from "@/web/features/marketing/roadmap/roadmap-hero";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Roadmap",
    description: `How ${siteConfig.academyName} will spend the ${formatUsdt(CAP_MICRO_USDT, { shown: 0 })} private sale of ${siteConfig.tokenSymbol}, the key dates from ${saleDates.privateSale} to ${saleDates.holdersOnlyDividendsUntil}, and the ten phases of its growth.`,
    path: paths.roadmap,
  });

export default function Roadmap() {
  return (
    <>
      <RoadmapHero />
      <FundAllocation />
      <KeyMilestones />
      <PhaseList />
      <FutureGoals />
    </>
  );
}
