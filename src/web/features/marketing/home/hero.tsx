import { ArrowDownIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { formatCount, formatPrice } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { COURSE_DISCOUNT_PERCENT, PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { pageHref } from "@/web/lib/locale";

/**
 * The landing page's hero. `saleCard` (the live sale, composed by the route) comes right after the
 * heading on a phone, so it is above the fold at 360 x 740, and beside the text on a wide screen.
 */
export function Hero({
  signedIn,
  onLearnMore,
  saleCard,
}: {
  signedIn: boolean;
  onLearnMore: () => void;
  saleCard: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <Container className="grid gap-x-12 gap-y-6 py-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-28">
        <div className="lg:col-start-1">
          <p className="font-semibold text-accent-400 text-sm uppercase tracking-widest">
            {m.home_hero_eyebrow({ academy: siteConfig.academyName, symbol: siteConfig.tokenSymbol })}
          </p>
          <h1 className="mt-3 max-w-3xl font-bold text-3xl tracking-tight sm:mt-4 sm:text-6xl">
            {m.home_hero_title()}
          </h1>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">{saleCard}</div>
        <div className="lg:col-start-1">
          <p className="max-w-2xl text-brand-100 text-lg">
            {m.home_hero_lead({
              students: formatCount(siteConfig.studentsPerYear),
              price: formatPrice(PRICE_MICRO_USDT),
              discount: COURSE_DISCOUNT_PERCENT.toString(),
            })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              size="lg"
              className="h-auto min-h-12 whitespace-normal py-2 text-center"
              variant="accent"
              onClick={onLearnMore}
              // The landing page's script scrolls with it where the page does not hydrate.
              data-action="learn-more"
            >
              {m.home_hero_learn_more()}
              <ArrowDownIcon aria-hidden />
            </Button>
            {signedIn ? null : (
              <Button
                asChild
                size="lg"
                className="h-auto min-h-12 whitespace-normal py-2 text-center"
                variant="onDark"
              >
                <Link to={pageHref(paths.register)} data-signed-out-only>
                  {m.home_hero_register()}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
