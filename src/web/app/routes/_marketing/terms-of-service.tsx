import { m } from "@/paraglide/messages";
import { localeOfPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { legalDocuments } from "@/web/features/marketing/legal/legal-documents";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { pageMeta } from "@/web/lib/seo";
import { staticDocumentHandle } from "@/web/lib/static-document";
import type { Route } from "./+types/terms-of-service";

/** The document in the page's language, read at build time: the page's JavaScript carries only it. */
export function loader({ request }: Route.LoaderArgs) {
  return legalDocuments.terms[localeOfPath(new URL(request.url).pathname)];
}

const names = { academy: siteConfig.academyName, token: siteConfig.tokenSymbol };

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.legal_terms_title(),
    description: m.legal_terms_description(names),
    path: paths.terms,
  });

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalHero title={m.legal_terms_title()} lead={m.legal_terms_lead(names)} />
      <LegalDocument content={loaderData} path={paths.terms} />
    </>
  );
}
