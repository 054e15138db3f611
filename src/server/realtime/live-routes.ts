import { type Context, Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import { rateLimitKey } from "@/server/http/rate-limit-key";
import { log } from "@/server/lib/log";
import { sseFrame } from "@/server/realtime/live-hub";
import type { Realtime } from "@/server/realtime/realtime";
import type { SaleFigures } from "@/server/sale/sale-figures";
import type { ApiError } from "@/shared/api-error";
import { liveEvents } from "@/shared/realtime/live-events";

export interface LiveRouteOptions {
  /** A comment line this often keeps proxies from closing an idle stream (and re-checks the session). */
  keepAliveMs?: number;
  /** Open streams allowed per client (an IPv6 client is its /64: rate-limit-key.ts): each holds a socket. */
  maxStreamsPerClient?: number;
}

interface Deps extends LiveRouteOptions {
  auth: Auth;
  realtime: Realtime;
  sale: SaleFigures;
  ipOf: (c: Context) => string;
}

/** How long a browser waits before reconnecting after the stream broke. */
const RECONNECT_MS = 3_000;

const encoder = new TextEncoder();

/**
 * `GET /api/live/sale` (everyone) and `GET /api/live/account` (signed in): server-sent events.
 * Both start with the current sale figures, so a client that reconnects has caught up at once.
 */
export function liveRoutes({
  auth,
  realtime,
  sale,
  ipOf,
  keepAliveMs = 25_000,
  maxStreamsPerClient = 16,
}: Deps) {
  const openPerClient = new Map<string, number>();

  function open(c: Context, userId: string | null) {
    const client = rateLimitKey(ipOf(c));
    const count = openPerClient.get(client) ?? 0;
    if (count >= maxStreamsPerClient) {
      return c.json<ApiError>({ error: m.api_too_many_connections() }, 429);
    }
    openPerClient.set(client, count + 1);
    const headers = c.req.raw.headers;
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    // The response's body is this queue, read by the server as its socket takes it: a frame is one
    // enqueue, with no writer or transform between (those cost most of a fan-out to 10,000 clients).
    // `start` runs in the constructor: the controller is there before anything is sent.
    let queue!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          queue = controller;
        },
        cancel: () => end(),
      },
      new CountQueuingStrategy({ highWaterMark: 0 }),
    );
    const send = (frame: Uint8Array): number => {
      queue.enqueue(frame);
      return -(queue.desiredSize ?? 0);
    };
    void (async () => {
      const unregister = realtime.hub.add({ userId, send, close: () => end() });
      const write = (text: string) => {
        try {
          send(encoder.encode(text));
        } catch {
          end();
        }
      };
      const keepAlive = setInterval(async () => {
        if (userId && !(await auth.api.getSession({ headers }).catch(() => null))) end();
        else write(": keep-alive\n\n");
      }, keepAliveMs);
      try {
        const { json } = await sale.current();
        write(`retry: ${RECONNECT_MS}\n${sseFrame(liveEvents.sale, json)}`);
        await ended;
      } catch (error) {
        log.error({ err: error }, "a live stream failed");
      } finally {
        clearInterval(keepAlive);
        unregister();
        const left = (openPerClient.get(client) ?? 1) - 1;
        if (left > 0) openPerClient.set(client, left);
        else openPerClient.delete(client);
        try {
          queue.close();
        } catch {
          // Already closed by the client going away.
        }
      }
    })();
    return c.body(body, 200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      "Transfer-Encoding": "chunked",
      // Proxies such as nginx would otherwise buffer the stream.
      "X-Accel-Buffering": "no",
    });
  }

  return new Hono<{ Variables: SignedInVariables }>()
    .get("/sale", (c) => open(c, null))
    .get("/account", requireUser(auth), (c) => open(c, c.get("userId")));
}
