import type { ReactNode } from "react";

/**
 * A console page: its heading and what it is for. The console's layout holds the page's h1
 * ("Operator console"), so each page's own title is an h2.
 */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading (an export, a new announcement). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="console-page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="console-page-title" className="font-bold text-2xl tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-slate-600 text-sm">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
