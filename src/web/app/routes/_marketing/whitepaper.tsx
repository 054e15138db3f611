import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { PageHero } from "@/web/components/ui/section";
import { MissionSection } from "@/web/features/marketing/whitepaper/mission-section";
import { SafetySection } from "@/web/features/marketing/whitepaper/safety-section";
import { TeamSection } from "@/web/features/marketing/whitepaper/team-section";
import { TokenSection } from "@/web/features/marketing/whitepaper/token-section";
import { TokenomicsSection } from "@/web/features/marketing/whitepaper/tokenomics-section";
import { UseOfFundsSection } from "@/web/features/marketing/whitepaper/use-of-funds-section";
import { ValueSection } from "@/web/features/marketing/whitepaper/value-section";
import { WhitepaperContents } from "@/web/features/marketing/whitepaper/whitepaper-contents";
import { pageMeta } from "@/web/lib/seo";
import { staticDocumentHandle } from "@/web/lib/static-document";

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.whitepaper_meta_title({ symbol: siteConfig.tokenSymbol }),
    description: m.whitepaper_meta_description({
      symbol: siteConfig.tokenSymbol,
      academy: siteConfig.academyName,
    }),
    path: paths.whitepaper,
  });

export default function Whitepaper() {
  return (
    <>
      <PageHero
        title={m.whitepaper_hero_title()}
        lead={m.whitepaper_hero_lead({ symbol: siteConfig.tokenSymbol, academy: siteConfig.academyName })}
      >
        <WhitepaperContents />
      </PageHero>
      <MissionSection />
      <TokenSection />
      <ValueSection />
      <UseOfFundsSection />
      <TokenomicsSection />
      <SafetySection />
      <TeamSection />
    </>
  );
}
