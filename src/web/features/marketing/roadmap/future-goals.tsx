import {
  Building2Icon,
  CoinsIcon,
  GlobeIcon,
  GraduationCapIcon,
  HandCoinsIcon,
  VoteIcon,
} from "lucide-react";
import { formatCount } from "@/shared/format/money";
import { saleDates } from "@/shared/sale/dates";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { IconFeatureList } from "@/web/features/marketing/icon-feature-list";
import { NEW_BRANCH_OPENING, NEW_BRANCH_PXL } from "@/web/features/marketing/whitepaper/whitepaper-figures";

const goals = [
  {
    icon: Building2Icon,
    title: "A second branch",
    text: `Open a new academy in ${NEW_BRANCH_OPENING.toLowerCase()}, with ${formatCount(NEW_BRANCH_PXL)} new tokens issued for it.`,
  },
  {
    icon: GraduationCapIcon,
    title: "More students",
    text: `Grow beyond today's ${formatCount(siteConfig.studentsPerYear)} places a year as new classrooms open.`,
  },
  {
    icon: HandCoinsIcon,
    title: "Dividends for everyone",
    text: `Pay dividends every six months, and extend them to the academy's other investors after ${saleDates.holdersOnlyDividendsUntil}.`,
  },
  {
    icon: VoteIcon,
    title: "Holder governance",
    text: `Let ${siteConfig.tokenSymbol} holders vote on school decisions, as the sale agreement provides.`,
  },
  {
    icon: CoinsIcon,
    title: "Tokens as collateral",
    text: `Make ${siteConfig.tokenSymbol} usable as collateral on a lending platform, under the terms of the sale agreement.`,
  },
  {
    icon: GlobeIcon,
    title: "A model for the region",
    text: "Show that a tokenized school can work, and share what we learn with other businesses in Georgia.",
  },
];

/** Where the academy wants to be after the roadmap's ten phases. */
export function FutureGoals() {
  return (
    <ContentSection id="future-goals" title="Future goals" className="bg-slate-50">
      <IconFeatureList items={goals} />
    </ContentSection>
  );
}
