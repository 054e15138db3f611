import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { BackToHomeLink } from "@/web/features/marketing/legal/back-to-home-link";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { saleAgreement } from "@/web/features/marketing/legal/sale-agreement";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "International Sale Agreement",
    description: `The agreement for buying ${siteConfig.tokenSymbol} in the ${siteConfig.academyName} private sale: price, payment, eligibility, KYC, delivery, holder rights, risks and disputes.`,
    path: paths.saleAgreement,
  });

export default function InternationalSaleAgreement() {
  return (
    <>
      <LegalHero
        title="International Sale Agreement"
        lead={`The terms on which ${siteConfig.academyName} sells ${siteConfig.tokenSymbol} tokens in its private sale.`}
      />
      <LegalDocument
        content={saleAgreement}
        top={<BackToHomeLink className="mb-8" />}
        bottom={<BackToHomeLink className="mt-12" />}
      />
    </>
  );
}
