import type { LucideIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export interface IconFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of short points, each with an icon, a heading (h3) and a line of text. */
export function IconFeatureList({ items, className }: { items: readonly IconFeature[]; className?: string }) {
  return (
    <ul className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-slate-600 text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
