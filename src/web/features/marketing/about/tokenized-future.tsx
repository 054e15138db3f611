import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT, COURSE_DISCOUNT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { pageHref } from "@/web/lib/locale";

/** The closing band: why the academy tokenized itself, with links to the whitepaper and roadmap. */
export function TokenizedFuture() {
  return (
    <section
      aria-labelledby="tokenized-future-title"
      className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-20"
    >
      <Container>
        <h2 id="tokenized-future-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
          {m.about_future_title()}
        </h2>
        <p className="mt-4 max-w-3xl text-brand-100 text-lg">
          {m.about_future_text({
            product: siteConfig.product,
            percent: COMPANY_SHARE_OF_SUPPLY_PERCENT.toString(),
            academy: siteConfig.academyName,
            discount: COURSE_DISCOUNT_PERCENT.toString(),
          })}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button
            asChild
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2 text-center"
            variant="accent"
          >
            <Link to={pageHref(paths.whitepaper)}>
              {m.common_read_whitepaper()}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2 text-center"
            variant="onDark"
          >
            <Link to={pageHref(paths.roadmap)}>{m.about_future_view_roadmap()}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
