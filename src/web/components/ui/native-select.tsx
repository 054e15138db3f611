import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/** The browser's own select (its list is the phone's picker), styled as our inputs: a 44 px target. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
