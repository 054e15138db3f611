import { CalendarIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { ContentSection } from "@/web/components/ui/section";
import { milestones } from "@/web/features/marketing/roadmap/timeline";
import { withLinks } from "@/web/features/marketing/whitepaper/with-links";
import { pageHref } from "@/web/lib/locale";

/** The dated milestones of the sale agreement, as a vertical timeline. */
export function KeyMilestones() {
  return (
    <ContentSection id="milestones" title={m.roadmap_milestones_title()} className="bg-slate-50">
      <ol className="relative ml-4 max-w-3xl border-slate-300 border-l-2 pl-6 sm:pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.title} className="relative pb-8 last:pb-0">
            <span
              aria-hidden
              className="-left-[calc(2.375rem+1px)] sm:-left-[calc(2.875rem+1px)] absolute top-0 flex size-7 items-center justify-center rounded-full bg-brand-700 text-white ring-4 ring-slate-50"
            >
              <CalendarIcon className="size-3.5" aria-hidden />
            </span>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide [&:lang(ka)]:normal-case">
              {milestone.when}
            </p>
            <h3 className="mt-1 break-words font-semibold text-lg">{milestone.title}</h3>
            <p className="mt-1 break-words text-slate-600">{milestone.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-slate-600 text-sm">
        {withLinks(m.roadmap_milestones_source, {
          agreement: (
            <Link
              to={pageHref(paths.saleAgreement)}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {m.roadmap_milestones_source_link()}
            </Link>
          ),
        })}
      </p>
    </ContentSection>
  );
}
