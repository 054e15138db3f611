import { cn } from "@/web/lib/cn";

/** A spinning ring; `label` is what a screen reader hears while it shows. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" aria-live="polite" className={cn("inline-flex", className)}>
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
