import { m } from "@/paraglide/messages";
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
import { staticDocumentHandle } from "@/web/lib/static-document";

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.about_meta_title(),
    description: m.about_meta_description({
      academy: siteConfig.academyName,
      students: String(siteConfig.studentsPerYear),
    }),
    path: paths.about,
  });

export default function About() {
  return (
    <>
      <PageHero
        title={m.about_hero_title({ academy: siteConfig.academyName })}
        lead={m.about_hero_lead({ symbol: siteConfig.tokenSymbol })}
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
