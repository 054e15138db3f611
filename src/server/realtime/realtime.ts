import type { Database } from "@/server/db/client";
import { log } from "@/server/lib/log";
import { createLiveHub, sseFrame } from "@/server/realtime/live-hub";
import {
  accountEvents,
  EVENTS_CHANNEL,
  publishEvent,
  type SiteEvent,
  siteEventSchema,
} from "@/server/realtime/site-events";
import type { SaleFigures } from "@/server/sale/sale-figures";
import { accountTopics, liveEvents } from "@/shared/realtime/live-events";
import type { TokenData } from "@/shared/sale/token-data";

/**
 * Live updates of one instance: it listens to the events every instance publishes and passes them
 * to the browsers connected here. The sale figures are re-read on each `sale` event and broadcast
 * only when they changed.
 */
/** The figures without their time stamp: a refresh that changed nothing is not news. */
const figuresOf = ({ updatedAt: _, ...figures }: TokenData) => JSON.stringify(figures);

export function createRealtime(database: Database, sale: SaleFigures) {
  const hub = createLiveHub();
  let unlisten: (() => Promise<void>) | null = null;
  let lastFigures: string | null = null;
  let refreshing: Promise<void> | null = null;
  let dirty = false;

  /** Re-reads the figures; an event that arrives during a read causes one more (it may have missed it). */
  function refreshSale(): Promise<void> {
    if (refreshing) {
      dirty = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        dirty = false;
        const { data, json } = await sale.refresh();
        const figures = figuresOf(data);
        if (figures !== lastFigures) {
          lastFigures = figures;
          hub.broadcast(sseFrame(liveEvents.sale, json));
        }
      } while (dirty);
    })()
      .catch((error: unknown) => log.error({ err: error }, "live sale update failed"))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function deliver(event: SiteEvent) {
    if (event.type === "sale") {
      // The feed of payments changes with pending ones too, which leave the figures as they were.
      hub.broadcast(sseFrame(liveEvents.feed, "{}"));
      void refreshSale();
    } else for (const userId of event.userIds) hub.toUser(userId, sseFrame(event.topic, "{}"));
  }

  function onPayload(payload: string) {
    let event: SiteEvent;
    try {
      event = siteEventSchema.parse(JSON.parse(payload));
    } catch {
      log.error(`ignored a malformed site event: ${payload.slice(0, 200)}`);
      return;
    }
    deliver(event);
  }

  /** Events sent while the listener was reconnecting are lost: everyone re-reads. */
  function resync() {
    void refreshSale();
    for (const topic of accountTopics) hub.broadcast(sseFrame(topic, "{}"));
  }

  /** Publishing is a side effect of a change already committed: a failure is logged, never thrown. */
  function publish(event: SiteEvent) {
    publishEvent(database.db, event).catch((error: unknown) =>
      log.error({ err: error }, "publishing a site event failed"),
    );
  }

  return {
    hub,
    /** Tell every instance what changed: the sale figures, or some users' payments. */
    changed: {
      sale: () => publish({ type: "sale" }),
      payments: (userIds: readonly string[]) => {
        for (const event of accountEvents(liveEvents.payments, userIds)) publish(event);
      },
      notifications: (userIds: readonly string[]) => {
        for (const event of accountEvents(liveEvents.notifications, userIds)) publish(event);
      },
      kyc: (userIds: readonly string[]) => {
        for (const event of accountEvents(liveEvents.kyc, userIds)) publish(event);
      },
    },
    /** Starts listening; the site serves live streams only after this. */
    async start() {
      unlisten ??= await database.listen(EVENTS_CHANNEL, onPayload, resync);
      lastFigures = figuresOf((await sale.current()).data);
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
    },
    /** Resolves when the figures read for the last `sale` event were broadcast (tests). */
    settled: async () => {
      await refreshing;
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
