import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { PageHero } from "@/web/components/ui/section";
import { CourseTopics } from "@/web/features/marketing/about/course-topics";
import { KeyStatistics } from "@/web/features/marketing/about/key-statistics";
import { StoryMissionLegacy } from "@/web/features/marketing/about/story-mission-legacy";
import { TeamSection } from "@/web/features/marketing/about/team-section";
import { TokenizedFuture } from "@/web/features/marketing/about/tokenized-future";
import { WhyChooseUs } from "@/web/features/marketing/about/why-choose-us";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "About the academy",
    description: `${siteConfig.academyName} in ${siteConfig.city} teaches blockchain, coding and financial education to up to ${siteConfig.studentsPerYear} students a year, and is the first tokenized business in Georgia.`,
    path: paths.about,
  });

export default function About() {
  return (
    <>
      <PageHero
        title={`About ${siteConfig.academyName}`}
        lead={`A school in ${siteConfig.city} for blockchain, coding and financial education, and the first business in Georgia that its community can own through the ${siteConfig.tokenSymbol} token.`}
      />
      <StoryMissionLegacy />
      <KeyStatistics />
      <TeamSection />
      <WhyChooseUs />
      <CourseTopics />
      <TokenizedFuture />
    </>
  );
}
