import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useContext, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import * as staticPageScript from "virtual:static-page-script";
import { m } from "@/paraglide/messages";
import { hydrated } from "@/shared/i18n/current-locale";
import { languageTags, localeOfPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";
import { DEMO_META, SITE_URL_META } from "@/shared/site-runtime";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteHeader } from "@/web/app/layout/site-header";
import { PageSpinner } from "@/web/components/ui/spinner";
import { pageHref, useLocale } from "@/web/lib/locale";
import { siteRuntime } from "@/web/lib/site-runtime";
import { isStaticDocumentHandle, StaticDocument, useStaticDocument } from "@/web/lib/static-document";
import { pageScriptLoader } from "@/web/static-page/page-script-loader";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The element after the page's content that the first frame waits for (`<link rel="expect">`). */
const PAGE_END_ID = "page-end";

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  // Only the server leaves the router out: in the browser this layout is already hydrated (the
  // single-page app navigating to the page), and its scripts must stay.
  const matches = useMatches();
  // The shell of the pages that render in the browser (__spa-fallback.html) is rendered at "/" too,
  // in React Router's SPA mode, and must hydrate.
  const spaShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const staticDocument =
    import.meta.env.SSR && !spaShell && matches.some((match) => isStaticDocumentHandle(match.handle));
  // The shell (the console, rounds) is one HTML file in English: it hydrates in English, then
  // the page's own language takes over, and the document says it, for screen readers and fonts.
  useEffect(() => {
    hydrated();
    document.documentElement.lang = languageTags[localeOfPath(pathname)];
  }, [pathname]);
  return (
    <html lang={languageTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        {/* The first frame waits for the whole page to be parsed. Otherwise Chromium could paint
            the top banner alone, then lay out the page again after the first paint: a task that
            counts as blocking time, with the largest text painted a frame later (issue 13). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        {/* The server fills these in when it starts (src/shared/site-runtime.ts); the browser reads them back. */}
        <meta name={SITE_URL_META} content={siteRuntime.meta.siteUrl} />
        <meta name={DEMO_META} content={siteRuntime.meta.demo} />
        <Meta />
        <Links />
      </head>
      <body>
        <StaticDocument value={staticDocument}>{children}</StaticDocument>
        <div id={PAGE_END_ID} hidden />
        {staticDocument ? (
          // Nothing on the page waits for its script to paint: it is asked for once the page has painted.
          <script type="module">{pageScriptLoader(staticPageScript.src)}</script>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

// Toasts answer a reader's action, never the first paint: sonner loads just after hydration instead
// of with every page's first JavaScript (issue 13).
const Toaster = lazy(() => import("@/web/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export default function App() {
  const staticDocument = useStaticDocument();
  // One client per browser tab; created in state so a re-render never drops the cache.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: 2 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {/* A document that does not hydrate mounts its own toaster with its first toast (src/web/static-page/toast.ts). */}
      {staticDocument ? null : (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

/**
 * The shell's first paint (the investor area, the operator console, round pages): the site's frame
 * with a spinner where the page will be, instead of a blank page, so nothing but the content moves
 * when the page arrives. No account actions: the session is not known yet.
 */
export function HydrateFallback() {
  return (
    <PageFrame
      header={<SiteHeader actions={NoActions} />}
      className="bg-slate-50"
      mainClassName="flex flex-col"
    >
      <PageSpinner label={m.common_loading()} />
    </PageFrame>
  );
}

function NoActions() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? m.error_status_title({ status: error.status, text: error.statusText })
    : m.error_title();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="font-bold text-2xl">{heading}</h1>
      <p className="mt-4 text-slate-600">{m.error_reload()}</p>
      <a className="mt-6 inline-block text-brand-700 underline" href={pageHref(paths.home)}>
        {m.common_return_home()}
      </a>
    </main>
  );
}
