import type { Locale } from "@/shared/i18n/locales";
import type { LegalDocumentContent } from "@/web/features/marketing/legal/legal-content";
import { privacyPolicy } from "@/web/features/marketing/legal/privacy-policy";
import { privacyPolicyKa } from "@/web/features/marketing/legal/privacy-policy.ka";
import { saleAgreement } from "@/web/features/marketing/legal/sale-agreement";
import { saleAgreementKa } from "@/web/features/marketing/legal/sale-agreement.ka";
import { termsOfService } from "@/web/features/marketing/legal/terms-of-service";
import { termsOfServiceKa } from "@/web/features/marketing/legal/terms-of-service.ka";

/**
 * Each legal document in every language. Only the routes' loaders import this (at build time, for the
 * prerender): a page's JavaScript then carries the one document of its language, as loader data.
 */
export const legalDocuments = {
  terms: { en: termsOfService, ka: termsOfServiceKa },
  privacy: { en: privacyPolicy, ka: privacyPolicyKa },
  saleAgreement: { en: saleAgreement, ka: saleAgreementKa },
} as const satisfies Record<string, Record<Locale, LegalDocumentContent>>;
