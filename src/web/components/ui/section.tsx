import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/** The page width every section shares. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** A page's hero band: its h1 and lead. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <Container>
        <h1 className="max-w-3xl font-bold text-3xl tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-brand-100 text-lg">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** A titled block of a content page. */
export function ContentSection({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      // A jump link (the whitepaper's contents) must not leave the heading under the sticky header (h-16).
      className={cn("scroll-mt-16 py-12 sm:py-16", className)}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <Container>
        <h2 id={id ? `${id}-title` : undefined} className="font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </Container>
    </section>
  );
}
