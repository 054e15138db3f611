import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { termsOfService } from "@/web/features/marketing/legal/terms-of-service";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms for using the ${siteConfig.academyName} website and taking part in the ${siteConfig.tokenSymbol} private sale: eligibility, accounts, payments in USDT on Arbitrum, risks and disputes.`,
    path: paths.terms,
  });

export default function TermsOfService() {
  return (
    <>
      <LegalHero
        title="Terms of Service"
        lead={`The rules for using the ${siteConfig.academyName} website, your account and the ${siteConfig.tokenSymbol} private sale.`}
      />
      <LegalDocument content={termsOfService} />
    </>
  );
}
