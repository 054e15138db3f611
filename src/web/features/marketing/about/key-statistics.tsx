import { m } from "@/paraglide/messages";
import { formatCount } from "@/shared/format/money";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";

/** The figures, read in the page's language when the section renders. */
const statistics = () => [
  { value: m.about_stats_first_value(), label: m.about_stats_first_label() },
  { value: formatCount(siteConfig.studentsPerYear), label: m.about_stats_capacity_label() },
  { value: String(siteConfig.foundedYear), label: m.about_stats_founded_label() },
];

/** The three figures the academy is known by. */
export function KeyStatistics() {
  return (
    <ContentSection id="key-statistics" title={m.about_stats_title()} className="bg-slate-50">
      <dl className="grid gap-4 sm:grid-cols-3">
        {statistics().map((statistic) => (
          <div
            key={statistic.label}
            className="flex flex-col-reverse rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-slate-600">{statistic.label}</dt>
            <dd className="font-bold text-4xl text-brand-700 tracking-tight">{statistic.value}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
