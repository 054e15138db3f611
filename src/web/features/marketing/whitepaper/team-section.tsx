import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { fundBudget } from "@/shared/sale/use-of-funds";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { ContentSection } from "@/web/components/ui/section";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";
import { pageHref } from "@/web/lib/locale";

export function TeamSection() {
  return (
    <ContentSection id="team" title={whitepaperOutline.team}>
      <div className="max-w-[70ch] space-y-4 break-words text-lg text-slate-700 leading-8">
        <p>{m.whitepaper_team_academy({ academy: siteConfig.academyName })}</p>
        <p>
          {m.whitepaper_team_budget({
            partnerships: formatCount(fundBudget("partnerships")),
            integrations: formatCount(fundBudget("integrations")),
          })}
        </p>
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={pageHref(paths.investment)}>
            {m.whitepaper_team_invest()}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={pageHref(paths.about)}>{m.whitepaper_team_about()}</Link>
        </Button>
      </div>
    </ContentSection>
  );
}
