import { siteConfig } from "@/shared/site-config";
import { PageHero } from "@/web/components/ui/section";

/** The hero of a legal page: its h1, a lead and the effective date. */
export function LegalHero({ title, lead }: { title: string; lead: string }) {
  return (
    <PageHero title={title} lead={lead}>
      <p className="mt-6 font-medium text-brand-100 text-sm">Effective {siteConfig.legalEffectiveDate}</p>
    </PageHero>
  );
}
