import { ArrowDownIcon } from "lucide-react";
import { Link } from "react-router";
import { formatInteger, formatUnits } from "@/shared/money/units";
import { paths } from "@/shared/routes";
import { saleDates } from "@/shared/sale/dates";
import { COURSE_DISCOUNT_PERCENT, PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";

export function Hero({ signedIn, onLearnMore }: { signedIn: boolean; onLearnMore: () => void }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <Container className="py-20 sm:py-28">
        <p className="font-semibold text-accent-400 text-sm uppercase tracking-widest">
          {siteConfig.academyName} · Private sale of {siteConfig.tokenSymbol}
        </p>
        <h1 className="mt-4 max-w-3xl font-bold text-4xl tracking-tight sm:text-6xl">
          Invest in Education, Empower the Future
        </h1>
        <p className="mt-6 max-w-2xl text-brand-100 text-lg">
          PXL makes you a part-owner of a blockchain, coding and financial-education academy in{" "}
          {siteConfig.city}, Georgia, that supports {formatInteger(siteConfig.studentsPerYear)} students a
          year. {formatUnits(PRICE_MICRO_USDT, { shown: 3 })} USDT per token, dividends every six months from{" "}
          {saleDates.firstDividends} and {COURSE_DISCOUNT_PERCENT.toString()}% off every course.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="accent" onClick={onLearnMore}>
            Learn More
            <ArrowDownIcon aria-hidden />
          </Button>
          {signedIn ? null : (
            <Button asChild size="lg" variant="onDark">
              <Link to={paths.register}>Register Now</Link>
            </Button>
          )}
        </div>
      </Container>
    </section>
  );
}
