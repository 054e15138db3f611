import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { COMPANY_SHARE_OF_SUPPLY_PERCENT, COURSE_DISCOUNT_PERCENT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import { Container } from "@/web/components/ui/section";
import { Hero } from "@/web/features/marketing/home/hero";
import { ProductSection } from "@/web/features/marketing/home/product-section";
import { useProductLink, useScrollToProductOnArrival } from "@/web/features/navigation/use-product-scroll";
import { FundraisingTracker } from "@/web/features/sale/components/fundraising-tracker";
import { HeroSaleCard, StaticHeroSaleCard } from "@/web/features/sale/components/hero-sale-card";
import { StaticFundraisingTracker } from "@/web/features/sale/components/static-fundraising-tracker";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";
import { useSession } from "@/web/lib/session";
import { staticDocumentHandle, useStaticDocument } from "@/web/lib/static-document";

export const meta = () =>
  pageMeta({
    title: m.home_meta_title({ product: siteConfig.product, academy: siteConfig.academyName }),
    description: m.home_meta_description({
      symbol: siteConfig.tokenSymbol,
      academy: siteConfig.academyName,
      ownership: COMPANY_SHARE_OF_SUPPLY_PERCENT.toString(),
      discount: COURSE_DISCOUNT_PERCENT.toString(),
    }),
    path: paths.home,
  });

// Its document loads no React (issue 13): see src/web/static-page/page-script.ts.
export const handle = staticDocumentHandle;

export default function Home() {
  useScrollToProductOnArrival();
  const goToProduct = useProductLink();
  // A plain fetch (lib/session), never the auth client: the landing page's JavaScript stays small.
  // While the session loads the page reads as signed out, like its prerendered HTML.
  const signedIn = Boolean(useSession().data);
  // Signed out, Join the Sale registers first; the confirmation link then lands on /investment.
  // Both in the page's language: the confirmation link then returns to the investment page in it too.
  const investment = pageHref(paths.investment);
  const joinHref = signedIn
    ? investment
    : pageHref(`${paths.register}?${new URLSearchParams({ redirectTo: investment })}`);
  // The document served for / does not hydrate: its script follows the session and the figures.
  const staticDocument = useStaticDocument();
  return (
    <>
      <Hero
        signedIn={signedIn}
        onLearnMore={() => goToProduct()}
        saleCard={
          staticDocument ? (
            <StaticHeroSaleCard joinHref={joinHref} signedInJoinHref={investment} />
          ) : (
            <HeroSaleCard joinHref={joinHref} />
          )
        }
      />
      <ProductSection />
      <section aria-labelledby="tracker-title" className="py-16 sm:py-24">
        <Container>
          <h2 id="tracker-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            {m.home_tracker_title()}
          </h2>
          <p className="mt-2 mb-8 text-slate-600">{m.home_tracker_lead()}</p>
          {staticDocument ? (
            <StaticFundraisingTracker joinHref={joinHref} signedInJoinHref={investment} />
          ) : (
            <FundraisingTracker joinHref={joinHref} />
          )}
        </Container>
      </section>
    </>
  );
}
