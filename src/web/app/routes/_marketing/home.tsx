import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { Container } from "@/web/components/ui/section";
import { Hero } from "@/web/features/marketing/home/hero";
import { ProductSection } from "@/web/features/marketing/home/product-section";
import { useProductLink, useScrollToProductOnArrival } from "@/web/features/navigation/use-product-scroll";
import { FundraisingTracker } from "@/web/features/sale/components/fundraising-tracker";
import { HeroSaleCard } from "@/web/features/sale/components/hero-sale-card";
import { pageMeta } from "@/web/lib/seo";
import { useSession } from "@/web/lib/session";

export const meta = () =>
  pageMeta({
    title: `${siteConfig.product} private sale | ${siteConfig.academyName}`,
    description: siteConfig.shortDescription,
    path: paths.home,
  });

export default function Home() {
  useScrollToProductOnArrival();
  const goToProduct = useProductLink();
  // A plain fetch (lib/session), never the auth client: the landing page's JavaScript stays small.
  // While the session loads the page reads as signed out, like its prerendered HTML.
  const signedIn = Boolean(useSession().data);
  // Signed out, Join the Sale registers first; the confirmation link then lands on /investment.
  const joinHref = signedIn
    ? paths.investment
    : `${paths.register}?${new URLSearchParams({ redirectTo: paths.investment })}`;
  return (
    <>
      <Hero
        signedIn={signedIn}
        onLearnMore={() => goToProduct()}
        saleCard={<HeroSaleCard joinHref={joinHref} />}
      />
      <ProductSection />
      <section aria-labelledby="tracker-title" className="py-16 sm:py-24">
        <Container>
          <h2 id="tracker-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Fundraising tracker
          </h2>
          <p className="mt-2 mb-8 text-slate-600">
            Every USDT paid to the sale wallet on Arbitrum, counted as it arrives.
          </p>
          <FundraisingTracker joinHref={joinHref} />
        </Container>
      </section>
    </>
  );
}
