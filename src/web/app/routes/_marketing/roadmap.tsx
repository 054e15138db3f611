import { m } from "@/paraglide/messages";
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
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { pageMeta } from "@/web/lib/seo";
import { staticDocumentHandle } from "@/web/lib/static-document";

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.roadmap_meta_title(),
    description: m.roadmap_meta_description({
      academy: siteConfig.academyName,
      cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }),
      symbol: siteConfig.tokenSymbol,
      from: saleDateText(saleDates.privateSale, "from"),
      until: saleDateText(saleDates.holdersOnlyDividendsUntil, "until"),
    }),
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
