import { formatCount } from "@/shared/format/money";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";

const statistics = [
  { value: "1st", label: "Tokenized business in Georgia" },
  { value: formatCount(siteConfig.studentsPerYear), label: "Student capacity per year" },
  { value: String(siteConfig.foundedYear), label: "Year founded" },
];

/** The three figures the academy is known by. */
export function KeyStatistics() {
  return (
    <ContentSection id="key-statistics" title="Key statistics" className="bg-slate-50">
      <dl className="grid gap-4 sm:grid-cols-3">
        {statistics.map((statistic) => (
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
