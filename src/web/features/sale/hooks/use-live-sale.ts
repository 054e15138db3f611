import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { tokenDataQuery } from "@/web/features/sale/api/get-token-data";

/**
 * Follows the sale figures' event stream and puts each update into the token data query. True while
 * the stream is open; the browser reconnects by itself when it breaks (the server says after 3 s).
 */
export function useLiveSale(): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Without EventSource (very old browsers, jsdom) the tracker polls as before.
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let closed = false;
    async function connect() {
      // The stream's schema (and the library behind it) loads after the first paint (issue 13).
      const [{ liveEvents, livePaths }, { tokenDataSchema }] = await Promise.all([
        import("@/shared/realtime/live-events"),
        import("@/shared/sale/token-data"),
      ]);
      if (closed) return;
      source = new EventSource(livePaths.sale);
      const onSale = (event: MessageEvent<string>) => {
        const parsed = tokenDataSchema.safeParse(safeJson(event.data));
        // A frame we cannot read is ignored: the query's own refresh still holds the last good figures.
        if (parsed.success) queryClient.setQueryData(tokenDataQuery().queryKey, parsed.data);
      };
      source.addEventListener("open", () => setOpen(true));
      source.addEventListener("error", () => setOpen(false));
      source.addEventListener(liveEvents.sale, onSale);
    }
    connect().catch(() => {
      // The stream's code could not load (the connection dropped): it stays closed, so the tracker
      // keeps polling, as it does without EventSource.
    });
    return () => {
      closed = true;
      source?.close();
    };
  }, [queryClient]);

  return open;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
