import { ExternalLinkIcon, MailIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths, productHash } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LanguageSwitch } from "@/web/app/layout/language-switch";
import { Container } from "@/web/components/ui/section";
import { useProductLink } from "@/web/features/navigation/use-product-scroll";
import { NewsletterForm } from "@/web/features/newsletter/components/newsletter-form";
import { pageHref, useLocale } from "@/web/lib/locale";

// Links in lists, not in sentences: each a 44 px tap target.
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center text-slate-300 hover:text-white hover:underline underline-offset-4";

export function SiteFooter() {
  const goToProduct = useProductLink();
  const address = useLocale() === "ka" ? siteConfig.addressKa : siteConfig.address;
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={m.layout_footer_nav_label()}>
          <h2 className="font-semibold text-white">{m.layout_footer_navigation()}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to={pageHref(paths.home)} className={linkClass}>
                {m.layout_nav_home()}
              </Link>
            </li>
            <li>
              <a href={pageHref(`/${productHash}`)} className={linkClass} onClick={goToProduct}>
                {m.layout_footer_product_information()}
              </a>
            </li>
            <li>
              <Link to={pageHref(paths.about)} className={linkClass}>
                {m.layout_nav_about()}
              </Link>
            </li>
            <li>
              <Link to={pageHref(paths.roadmap)} className={linkClass}>
                {m.layout_nav_roadmap()}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{m.layout_footer_community()}</h2>
          <ul className="mt-2 text-sm">
            {siteConfig.community.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={`${linkClass} gap-1`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.name}
                  <ExternalLinkIcon className="size-3" aria-hidden />
                  <span className="sr-only">{m.common_opens_in_new_tab()}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <h2 className="font-semibold text-white">{m.layout_footer_stay_updated()}</h2>
          <p className="mt-2 mb-4 text-sm">
            {m.layout_footer_newsletter_lead({ product: siteConfig.product })}
          </p>
          <NewsletterForm />
        </div>
      </Container>
      <Container className="flex flex-col gap-6 border-slate-800 border-t py-8 text-sm lg:flex-row lg:items-start lg:justify-between">
        <address className="space-y-1 not-italic">
          <a href={`mailto:${siteConfig.email}`} className={`${linkClass} gap-2`}>
            <MailIcon className="size-4" aria-hidden />
            {siteConfig.email}
          </a>
          <p className="flex items-center gap-2">
            <MapPinIcon className="size-4" aria-hidden />
            {address.street}, {address.city}, {address.country}
          </p>
        </address>
        <nav aria-label={m.layout_footer_legal_label()}>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link to={pageHref(paths.terms)} className={linkClass}>
                {m.layout_footer_terms()}
              </Link>
            </li>
            <li>
              <Link to={pageHref(paths.privacy)} className={linkClass}>
                {m.layout_footer_privacy()}
              </Link>
            </li>
            <li>
              <Link to={pageHref(paths.saleAgreement)} className={linkClass}>
                {m.layout_footer_sale_agreement()}
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch className="text-slate-300" />
        <p>{m.layout_footer_rights({ academy: siteConfig.academyName })}</p>
      </Container>
    </footer>
  );
}
