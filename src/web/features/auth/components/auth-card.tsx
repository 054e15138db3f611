import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/web/lib/cn";

/**
 * The white panel each account screen sits in, with its h1 and a line under it. A panel that
 * replaces a form (`focusTitle`) takes the focus, which would otherwise fall back to the page.
 */
export function AuthCard({
  title,
  description,
  icon,
  focusTitle = false,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  focusTitle?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section
      className={cn("w-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}
      aria-labelledby="auth-card-title"
    >
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <h1
        id="auth-card-title"
        ref={titleRef}
        tabIndex={focusTitle ? -1 : undefined}
        className="hyphens-auto break-words font-bold text-2xl tracking-tight focus:outline-none"
      >
        {title}
      </h1>
      {description ? <div className="mt-2 text-slate-600 text-sm">{description}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
