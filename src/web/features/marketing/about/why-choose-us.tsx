import {
  BriefcaseIcon,
  FileTextIcon,
  GraduationCapIcon,
  LaptopIcon,
  PercentIcon,
  UsersRoundIcon,
} from "lucide-react";
import { m } from "@/paraglide/messages";
import { COURSE_DISCOUNT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { type IconFeature, IconFeatureList } from "@/web/features/marketing/icon-feature-list";

/** The reasons, read in the page's language when the section renders. */
const reasons = (): IconFeature[] => [
  { icon: LaptopIcon, title: m.about_why_building_title(), text: m.about_why_building_text() },
  {
    icon: GraduationCapIcon,
    title: m.about_why_teachers_title(),
    text: m.about_why_teachers_text(),
  },
  { icon: UsersRoundIcon, title: m.about_why_groups_title(), text: m.about_why_groups_text() },
  { icon: BriefcaseIcon, title: m.about_why_career_title(), text: m.about_why_career_text() },
  {
    icon: PercentIcon,
    title: m.about_why_discount_title(),
    text: m.about_why_discount_text({
      symbol: siteConfig.tokenSymbol,
      percent: COURSE_DISCOUNT_PERCENT.toString(),
    }),
  },
  { icon: FileTextIcon, title: m.about_why_numbers_title(), text: m.about_why_numbers_text() },
];

/** Six reasons to study at the academy. */
export function WhyChooseUs() {
  return (
    <ContentSection
      id="why-choose-us"
      title={m.about_why_title({ academy: siteConfig.academyName })}
      className="bg-slate-50"
    >
      <IconFeatureList items={reasons()} />
    </ContentSection>
  );
}
