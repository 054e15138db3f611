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

export const meta = () =>
  pageMeta({
    title: `${siteConfig.tokenSymbol} Whitepaper`,
    description: `The ${siteConfig.tokenSymbol} whitepaper: the token, the academy's profit and valuation, where the private-sale money goes, tokenomics, safeguards and the team of ${siteConfig.academyName}.`,
    path: paths.whitepaper,
  });

export default function Whitepaper() {
  return (
    <>
      <PageHero
        title="PXL Whitepaper"
        lead={`What ${siteConfig.tokenSymbol} represents, how ${siteConfig.academyName} earns and values itself, where the private-sale money goes and how the supply is released.`}
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
