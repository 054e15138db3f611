import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { legalPeriods } from "@/web/features/marketing/legal/legal-periods";
import { privacyPolicy } from "@/web/features/marketing/legal/privacy-policy";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `What personal data ${siteConfig.academyName} collects, why, who sees it, how long it is kept (KYC data ${legalPeriods.kycRetention}, activity ${legalPeriods.activityRetention}) and your rights.`,
    path: paths.privacy,
  });

export default function PrivacyPolicy() {
  return (
    <>
      <LegalHero
        title="Privacy Policy"
        lead="What we collect about you, why we need it, who sees it, how long we keep it and what you can ask of us."
      />
      <LegalDocument content={privacyPolicy} />
    </>
  );
}
