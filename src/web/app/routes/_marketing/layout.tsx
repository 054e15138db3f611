import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "@/web/app/layout/site-footer";
import { SiteHeader } from "@/web/app/layout/site-header";

export default function MarketingLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div
        role="note"
        className="bg-accent-400 px-4 py-1.5 text-center font-medium text-brand-950 text-xs sm:text-sm"
      >
        Demo site: no real money moves here.
      </div>
      <SiteHeader />
      {/* Keyed by path so each page fades in; reduced motion turns the animation off (app.css). */}
      <main id="main" key={pathname} className="flex-1 animate-page-in motion-reduce:animate-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
