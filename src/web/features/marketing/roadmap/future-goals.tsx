import {
  Building2Icon,
  CoinsIcon,
  GlobeIcon,
  GraduationCapIcon,
  HandCoinsIcon,
  VoteIcon,
} from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatCount } from "@/shared/format/money";
import { saleDates } from "@/shared/sale/dates";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { IconFeatureList } from "@/web/features/marketing/icon-feature-list";
import { saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { NEW_BRANCH_OPENING, NEW_BRANCH_PXL } from "@/web/features/marketing/whitepaper/whitepaper-figures";

/** The goals in the page's language: called at render. */
const goals = () => {
  const symbol = siteConfig.tokenSymbol;
  return [
    {
      icon: Building2Icon,
      title: m.roadmap_goals_branch_title(),
      text: m.roadmap_goals_branch_text({
        date: saleDateText(NEW_BRANCH_OPENING.toLowerCase(), "in"),
        count: formatCount(NEW_BRANCH_PXL),
      }),
    },
    {
      icon: GraduationCapIcon,
      title: m.roadmap_goals_students_title(),
      text: m.roadmap_goals_students_text({ count: formatCount(siteConfig.studentsPerYear) }),
    },
    {
      icon: HandCoinsIcon,
      title: m.roadmap_goals_dividends_title(),
      text: m.roadmap_goals_dividends_text({ date: saleDateText(saleDates.holdersOnlyDividendsUntil, "of") }),
    },
    {
      icon: VoteIcon,
      title: m.roadmap_goals_governance_title(),
      text: m.roadmap_goals_governance_text({ symbol }),
    },
    {
      icon: CoinsIcon,
      title: m.roadmap_goals_collateral_title(),
      text: m.roadmap_goals_collateral_text({ symbol }),
    },
    { icon: GlobeIcon, title: m.roadmap_goals_region_title(), text: m.roadmap_goals_region_text() },
  ];
};

/** Where the academy wants to be after the roadmap's ten phases. */
export function FutureGoals() {
  return (
    <ContentSection id="future-goals" title={m.roadmap_goals_title()} className="bg-slate-50">
      <IconFeatureList items={goals()} className="break-words" />
    </ContentSection>
  );
}
