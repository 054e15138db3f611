import pg from "pg";
import { log } from "@/server/lib/log";

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * LISTEN on one channel over a dedicated connection (a pooled one would be handed to queries and
 * lose the subscription). A dropped connection is reopened; `onReconnect` is told, because the
 * notifications sent meanwhile are lost and listeners must catch up by reading the database.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", (error) => log.error(`event listener connection lost: ${error.message}`));
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    attempt = 0;
  }

  function scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    attempt++;
    setTimeout(() => {
      if (stopped) return;
      connect().then(onReconnect, (error: unknown) => {
        log.error(`event listener reconnect failed: ${error instanceof Error ? error.message : error}`);
        scheduleReconnect();
      });
    }, delay).unref();
  }

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
