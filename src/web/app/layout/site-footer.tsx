import { ExternalLinkIcon, MailIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { paths, productHash } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import { LanguageSwitch } from "@/web/app/layout/language-switch";
import { Container } from "@/web/components/ui/section";
import { useProductLink } from "@/web/features/navigation/use-product-scroll";
import { NewsletterForm } from "@/web/features/newsletter/components/newsletter-form";

// Links in lists, not in sentences: each a 44 px tap target.
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center text-slate-300 hover:text-white hover:underline underline-offset-4";

export function SiteFooter() {
  const goToProduct = useProductLink();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Navigation</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to={paths.home} className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <a href={`/${productHash}`} className={linkClass} onClick={goToProduct}>
                Product Information
              </a>
            </li>
            <li>
              <Link to={paths.about} className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link to={paths.roadmap} className={linkClass}>
                Roadmap
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Community</h2>
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
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <h2 className="font-semibold text-white">Stay Updated</h2>
          <p className="mt-2 mb-4 text-sm">
            News about the {siteConfig.product} sale, dividends and the academy, a few times a year.
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
            {siteConfig.address.street}, {siteConfig.address.city}, {siteConfig.address.country}
          </p>
        </address>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link to={paths.terms} className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.saleAgreement} className={linkClass}>
                International Sale Agreement
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch className="text-slate-300" />
        <p>© 2026 {siteConfig.academyName}. All rights reserved.</p>
      </Container>
    </footer>
  );
}
