import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { fundBudget } from "@/shared/sale/use-of-funds";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { ContentSection } from "@/web/components/ui/section";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

export function TeamSection() {
  return (
    <ContentSection id="team" title={whitepaperOutline.team}>
      <div className="max-w-[70ch] space-y-4 text-lg text-slate-700 leading-8">
        <p>
          {siteConfig.academyName} is run from {siteConfig.city} by teachers and staff who work in blockchain,
          coding and finance. The About page introduces the people behind the academy and the courses they
          teach.
        </p>
        <p>
          Partnerships ({formatCount(fundBudget("partnerships"))} USDT) and integrations (
          {formatCount(fundBudget("integrations"))} USDT) have their own share of the raise, and holders
          follow their progress in the reports every three months.
        </p>
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.investment}>
            Invest Now
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.about}>About the Academy</Link>
        </Button>
      </div>
    </ContentSection>
  );
}
