import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT, COURSE_DISCOUNT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";

/** The closing band: why the academy tokenized itself, with links to the whitepaper and roadmap. */
export function TokenizedFuture() {
  return (
    <section
      aria-labelledby="tokenized-future-title"
      className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-20"
    >
      <Container>
        <h2 id="tokenized-future-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Building a tokenized future
        </h2>
        <p className="mt-4 max-w-3xl text-brand-100 text-lg">
          {siteConfig.product} turns {COMPANY_SHARE_OF_SUPPLY_PERCENT.toString()}% of {siteConfig.academyName}{" "}
          into tokens. Holders receive dividends every six months from {saleDates.firstDividends}, save{" "}
          {COURSE_DISCOUNT_PERCENT.toString()}% on courses and help decide where the school goes next. Read
          how the token works, or see what the money raised will do.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <Link to={paths.whitepaper}>
              Read the Whitepaper
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to={paths.roadmap}>View the Roadmap</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
