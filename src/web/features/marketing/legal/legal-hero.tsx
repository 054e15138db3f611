import { m } from "@/paraglide/messages";
import { siteConfig } from "@/shared/site-config";
import { PageHero } from "@/web/components/ui/section";
import { formatLegalDate } from "@/web/features/marketing/legal/legal-dates";
import { useLocale } from "@/web/lib/locale";

/** The hero of a legal page: its h1, a lead and the effective date (the same day in every language). */
export function LegalHero({ title, lead }: { title: string; lead: string }) {
  const locale = useLocale();
  return (
    // A Georgian title's one long word (კონფიდენციალურობის) is wider than a 360 px screen: it breaks.
    <div className="[&_h1]:break-words">
      <PageHero title={title} lead={lead}>
        <p className="mt-6 font-medium text-brand-100 text-sm">
          {m.legal_effective({ date: formatLegalDate(siteConfig.legalEffectiveDate, locale) })}
        </p>
      </PageHero>
    </div>
  );
}
