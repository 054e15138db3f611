import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import {
  type DeliveredLedgerEvent,
  LEDGER_EVENTS_CHANNEL,
  type LedgerEvent,
} from "@/server/ledger/ledger-events";
import { log } from "@/server/lib/log";

/**
 * Reacts to a batch of ledger events (in the order they were recorded). It must be idempotent: an
 * event is delivered again when an instance stops before marking it handled, or when a subscriber
 * of its batch failed.
 */
export type LedgerSubscriber = (events: readonly DeliveredLedgerEvent[]) => Promise<void>;

export interface DispatcherOptions {
  /** How long an instance may take to deliver what it took; after it, another instance delivers it. */
  leaseMs?: number;
  batchSize?: number;
  /** How often to look for events nobody was woken for (a lapsed lease, a lost NOTIFY); 0: never. */
  sweepMs?: number;
}

interface EventRow {
  id: string;
  type: LedgerEvent["type"];
  chain_id: number;
  tx_hash: string;
  log_index: number;
  user_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date | string;
}

/**
 * Delivers the ledger's events (the `ledger_events` outbox) to the subscribers, in every instance:
 * each event is taken by one instance under a lease, handed to every subscriber, and marked handled.
 * Woken by the NOTIFY its writer sends at commit, and by a periodic sweep.
 *
 * Invariant: an event is marked handled only after every subscriber took it without failing. A
 * failing batch is retried one event at a time, so one event that cannot be delivered (it stays
 * unhandled and is retried when its lease lapses, and logged each time) never holds up the others.
 */
export function createLedgerDispatcher(
  database: Database,
  subscribers: Readonly<Record<string, LedgerSubscriber>>,
  { leaseMs = 60_000, batchSize = 100, sweepMs = 10_000 }: DispatcherOptions = {},
) {
  const { db } = database;
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let sweep: NodeJS.Timeout | undefined;

  async function take(): Promise<DeliveredLedgerEvent[]> {
    const rows = await queryRows<EventRow>(
      db,
      sql`update ledger_events set lease_until = now() + ${leaseMs} * interval '1 millisecond'
          where id in (
            select id from ledger_events
            where handled_at is null and (lease_until is null or lease_until < now())
            order by id limit ${batchSize}
            for update skip locked)
          returning id::text, type, chain_id, tx_hash, log_index, user_id, payload, created_at`,
    );
    return rows
      .map(
        (row) =>
          ({
            id: BigInt(row.id),
            type: row.type,
            chainId: row.chain_id,
            txHash: row.tx_hash,
            logIndex: row.log_index,
            userId: row.user_id,
            payload: row.payload,
            createdAt: new Date(row.created_at),
          }) as DeliveredLedgerEvent,
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  async function deliver(events: readonly DeliveredLedgerEvent[]): Promise<boolean> {
    let ok = true;
    for (const [name, subscriber] of Object.entries(subscribers)) {
      try {
        await subscriber(events);
      } catch (error) {
        ok = false;
        const ids = events.map((e) => e.id).join(", ");
        log.error({ err: error }, `ledger subscriber "${name}" failed on event(s) ${ids}`);
      }
    }
    return ok;
  }

  async function markHandled(events: readonly DeliveredLedgerEvent[]) {
    if (events.length === 0) return;
    const ids = sql.join(
      events.map((e) => sql`${e.id.toString()}::bigint`),
      sql`, `,
    );
    await db.execute(
      sql`update ledger_events set handled_at = now(), lease_until = null where id in (${ids})`,
    );
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const batch = await take();
      if (batch.length === 0) return;
      if (await deliver(batch)) {
        await markHandled(batch);
        continue;
      }
      // Find the event that fails: the others are delivered (their subscribers are idempotent).
      for (const event of batch) if (await deliver([event])) await markHandled([event]);
    }
  }

  /** Delivers everything deliverable now; concurrent calls share one run (and cause one more). */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await drainOnce();
      } while (again && !stopped && !database.closed);
    })()
      .catch((error: unknown) => {
        // A database closing under a drain (shutdown, the end of a test) is not a failure to report.
        if (!database.closed) log.error({ err: error }, "delivering ledger events failed");
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    drain,
    async start() {
      stopped = false;
      unlisten ??= await database.listen(
        LEDGER_EVENTS_CHANNEL,
        () => void drain(),
        () => void drain(),
      );
      if (sweepMs > 0) {
        sweep = setInterval(() => void drain(), sweepMs);
        sweep.unref();
      }
      await drain();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await unlisten?.();
      unlisten = null;
      await draining;
    },
  };
}

export type LedgerDispatcher = ReturnType<typeof createLedgerDispatcher>;
