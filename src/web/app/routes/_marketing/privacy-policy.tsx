import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { localeOfPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LegalDocument } from "@/web/features/marketing/legal/legal-document";
import { legalDocuments } from "@/web/features/marketing/legal/legal-documents";
import { LegalHero } from "@/web/features/marketing/legal/legal-hero";
import { retentionPeriods } from "@/web/features/marketing/legal/legal-periods";
import { pageMeta } from "@/web/lib/seo";
import { staticDocumentHandle } from "@/web/lib/static-document";
import type { Route } from "./+types/privacy-policy";

/** The document in the page's language, read at build time: the page's JavaScript carries only it. */
export function loader({ request }: Route.LoaderArgs) {
  return legalDocuments.privacy[localeOfPath(new URL(request.url).pathname)];
}

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export const meta = () =>
  pageMeta({
    title: m.legal_privacy_title(),
    description: m.legal_privacy_description({
      academy: siteConfig.academyName,
      ...retentionPeriods(getLocale()),
    }),
    path: paths.privacy,
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalHero title={m.legal_privacy_title()} lead={m.legal_privacy_lead()} />
      <LegalDocument content={loaderData} path={paths.privacy} />
    </>
  );
}
