import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-50 aria-invalid:border-red-600 read-only:border-slate-200 read-only:bg-slate-50 read-only:text-slate-700 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
