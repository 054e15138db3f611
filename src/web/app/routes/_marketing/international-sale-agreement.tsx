import { m } from "@/paraglide/messages";
import { localeOfPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { BackToHomeLink } from "@/web/features/marketing/legal/back-to-home-link";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { legalDocuments } from "@/web/features/marketing/legal/legal-documents";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { pageMeta } from "@/web/lib/seo";
import { staticDocumentHandle } from "@/web/lib/static-document";
import type { Route } from "./+types/international-sale-agreement";

/** The document in the page's language, read at build time: the page's JavaScript carries only it. */
export function loader({ request }: Route.LoaderArgs) {
  return legalDocuments.saleAgreement[localeOfPath(new URL(request.url).pathname)];
}

const names = { academy: siteConfig.academyName, token: siteConfig.tokenSymbol };

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.legal_sale_agreement_title(),
    description: m.legal_sale_agreement_description(names),
    path: paths.saleAgreement,
  });

export default function InternationalSaleAgreement({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalHero title={m.legal_sale_agreement_title()} lead={m.legal_sale_agreement_lead(names)} />
      <LegalDocument
        content={loaderData}
        path={paths.saleAgreement}
        top={<BackToHomeLink className="mb-8" />}
        bottom={<BackToHomeLink className="mt-12" />}
      />
    </>
  );
}
