import { formatCount } from "@/shared/format/money";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

export function MissionSection() {
  return (
    <ContentSection id="mission" title={whitepaperOutline.mission}>
      <div className="max-w-[70ch] space-y-4 text-lg text-slate-700 leading-8">
        <p>
          {siteConfig.academyName} is a blockchain, coding and financial-education academy in{" "}
          {siteConfig.city}, Georgia, with room for {formatCount(siteConfig.studentsPerYear)} students a year.
          Our mission is to give students practical skills for the digital economy, and to let the people who
          fund that work share in what it earns.
        </p>
        <p>
          {siteConfig.tokenSymbol} makes the academy Georgia's first tokenized business. Instead of a closed
          round among a few shareholders, anyone eligible can buy a small, transparent stake, follow the
          school's results in a report every three months and receive a share of its profits.
        </p>
      </div>
    </ContentSection>
  );
}
