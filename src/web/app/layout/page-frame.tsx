import { useLocation } from "react-router";
import { cn } from "@/web/lib/cn";

/**
 * What every page shares: the skip link, the demo banner (demo builds only), the header, and a
 * main element keyed by path so each page fades in (no animation under reduced motion).
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
        Skip to content
      </a>
      {__DEMO__ ? (
        <div
          role="note"
          className="bg-accent-400 px-4 py-1.5 text-center font-medium text-brand-950 text-xs sm:text-sm"
        >
          Demo site: no real money moves here.
        </div>
      ) : null}
      {header}
      <main
        id="main"
        key={pathname}
        className={cn("flex-1 animate-page-in motion-reduce:animate-none", mainClassName)}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
