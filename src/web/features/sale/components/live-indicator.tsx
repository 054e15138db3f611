import { m } from "@/paraglide/messages";
import { cn } from "@/web/lib/cn";

/** Green "Live Data" once figures have loaded, otherwise red with the waiting text. */
export function LiveIndicator({
  live,
  offlineText = m.tracker_connecting(),
}: {
  live: boolean;
  offlineText?: string;
}) {
  return (
    // data-part: the landing page's script swaps it for the other state (src/web/static-page/sale-figures.ts).
    <span className="inline-flex items-center gap-2 font-medium text-xs" role="status" data-part="live">
      <span
        className={cn("size-2 rounded-full", live ? "animate-pulse bg-emerald-500" : "bg-red-500")}
        aria-hidden
      />
      <span className={live ? "text-emerald-700" : "text-red-700"}>
        {live ? m.tracker_live() : offlineText}
      </span>
    </span>
  );
}
