import { useEffect } from "react";
import { m } from "@/paraglide/messages";
import { useTokenData } from "@/web/features/sale/api/get-token-data";
import { type TrackerState, TrackerView } from "@/web/features/sale/components/tracker-view";
import { useLiveSale } from "@/web/features/sale/hooks/use-live-sale";
import { showToast } from "@/web/lib/toast";

/** The live tracker of the landing page: `GET /api/sale` first, then the figures' event stream. */
export function FundraisingTracker({ joinHref }: { joinHref: string }) {
  const streaming = useLiveSale();
  const query = useTokenData({ live: streaming });
  const failed = query.isError && !query.data;

  useEffect(() => {
    if (failed) showToast("error", m.tracker_toast_load_failed());
  }, [failed]);

  const state: TrackerState = query.data
    ? { kind: "ready", data: query.data }
    : failed
      ? { kind: "error", retry: () => void query.refetch() }
      : query.isPending
        ? { kind: "loading" }
        : { kind: "empty" };
  return <TrackerView state={state} joinHref={joinHref} live={streaming} />;
}
