import {
  BriefcaseIcon,
  FileTextIcon,
  GraduationCapIcon,
  LaptopIcon,
  PercentIcon,
  UsersRoundIcon,
} from "lucide-react";
import { COURSE_DISCOUNT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { IconFeatureList } from "@/web/features/marketing/icon-feature-list";

const reasons = [
  {
    icon: LaptopIcon,
    title: "Learn by building",
    text: "Every course ends in a working project: a web app, a smart contract or a personal budget plan.",
  },
  {
    icon: GraduationCapIcon,
    title: "Teachers who practise",
    text: "Instructors work in the fields they teach and bring today's tools into the classroom.",
  },
  {
    icon: UsersRoundIcon,
    title: "Small groups",
    text: "Classes stay small so every student gets feedback on their own work, not just the lecture.",
  },
  {
    icon: BriefcaseIcon,
    title: "Career support",
    text: "Mentoring, mock interviews and introductions to partner companies help graduates find work.",
  },
  {
    icon: PercentIcon,
    title: "A discount for holders",
    text: `${siteConfig.tokenSymbol} holders get ${COURSE_DISCOUNT_PERCENT}% off every course the academy teaches.`,
  },
  {
    icon: FileTextIcon,
    title: "Open about its numbers",
    text: "Owned in part by its community, the academy reports to token holders every three months.",
  },
];

/** Six reasons to study at the academy. */
export function WhyChooseUs() {
  return (
    <ContentSection id="why-choose-us" title={`Why choose ${siteConfig.academyName}`} className="bg-slate-50">
      <IconFeatureList items={reasons} />
    </ContentSection>
  );
}
