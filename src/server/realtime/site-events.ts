import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { accountTopics } from "@/shared/realtime/live-events";

/** The one channel every instance LISTENs on. */
export const EVENTS_CHANNEL = "pxl_events";

/**
 * What instances tell each other. Events name what changed, never the data: each instance reads
 * the database itself, so an event can be small (NOTIFY allows 8,000 bytes) and never stale.
 */
export const siteEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sale") }),
  z.object({
    type: z.literal("account"),
    topic: z.enum(accountTopics),
    userIds: z.array(z.string().min(1)).min(1).max(200),
  }),
]);

export type SiteEvent = z.infer<typeof siteEventSchema>;

/**
 * Publishes to every instance, this one included. Inside a transaction PostgreSQL delivers it only
 * at commit, so listeners never read the database before the change is visible.
 */
export async function publishEvent(db: Db, event: SiteEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(siteEventSchema.parse(event))})`);
}

/** Splits a user list into events that each fit in one notification. */
export function accountEvents(
  topic: Extract<SiteEvent, { type: "account" }>["topic"],
  userIds: readonly string[],
) {
  const unique = [...new Set(userIds)];
  const events: SiteEvent[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    events.push({ type: "account", topic, userIds: unique.slice(i, i + 100) });
  }
  return events;
}
