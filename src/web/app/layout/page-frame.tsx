import { useState } from "react";
import { useLocation } from "react-router";
import { m } from "@/paraglide/messages";
import { DEMO_BANNER_ATTRIBUTE } from "@/shared/site-runtime";
import { cn } from "@/web/lib/cn";
import { siteRuntime } from "@/web/lib/site-runtime";

/**
 * The key of the location the document was loaded at (React Router gives the first entry "default";
 * a reload after client navigations keeps that entry's key). Set on the first render only.
 */
let documentLocationKey: string | undefined;

/**
 * The page's main element, which fades in only when reached by a client-side navigation. The
 * document's own location never fades: its prerendered HTML is painted at once, and a fade restarting at hydration would delay the
 * largest paint until JavaScript ran (issue 13). Decided by the location, not by a flag that flips
 * after hydration, so a later re-render of the first page never adds the class and starts a fade.
 * Prerendering sees only "default" keys, so no prerendered page carries the class.
 */
function PageMain({ className, children }: { className?: string; children: React.ReactNode }) {
  const { key } = useLocation();
  documentLocationKey ??= key;
  // Decided once per page (the element is keyed by path): a hash or query change on the same page
  // never adds the class to an element already shown.
  const [fade] = useState(() => key !== documentLocationKey);
  return (
    <main id="main" className={cn("flex-1", fade && "animate-page-in motion-reduce:animate-none", className)}>
      {children}
    </main>
  );
}

/**
 * What every page shares: the skip link, the demo banner (demo servers only), the header, and a
 * main element keyed by path so each page reached by a client-side navigation fades in (no
 * animation under reduced motion, none on the document's first paint).
 */
export function PageFrame({
  header,
  footer,
  mainClassName,
  className,
  children,
}: {
  header: React.ReactNode;
  footer?: React.ReactNode;
  mainClassName?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className={cn("flex min-h-screen flex-col", className)}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.layout_skip_to_content()}
      </a>
      {siteRuntime.demo ? (
        <div
          role="note"
          {...{ [DEMO_BANNER_ATTRIBUTE]: "" }}
          className="bg-accent-400 px-4 py-1.5 text-center font-medium text-brand-950 text-xs sm:text-sm"
        >
          {m.layout_demo_banner()}
        </div>
      ) : null}
      {header}
      <PageMain key={pathname} className={mainClassName}>
        {children}
      </PageMain>
      {footer}
    </div>
  );
}
