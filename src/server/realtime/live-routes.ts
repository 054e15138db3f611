import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import { sseFrame } from "@/server/realtime/live-hub";
import type { Realtime } from "@/server/realtime/realtime";
import type { SaleFigures } from "@/server/sale/sale-figures";
import type { ApiError } from "@/shared/api-error";
import { liveEvents } from "@/shared/realtime/live-events";

export interface LiveRouteOptions {
  /** A comment line this often keeps proxies from closing an idle stream (and re-checks the session). */
  keepAliveMs?: number;
  /** Open streams allowed per client address: each holds a socket. */
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
    const ip = ipOf(c);
    const count = openPerClient.get(ip) ?? 0;
    if (count >= maxStreamsPerClient) {
      return c.json<ApiError>({ error: "Too many open connections. Please close other tabs." }, 429);
    }
    openPerClient.set(ip, count + 1);
    const headers = c.req.raw.headers;
    // Proxies such as nginx would otherwise buffer the stream.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      stream.onAbort(end);
      const unregister = realtime.hub.add({
        userId,
        send: (frame) => stream.write(frame),
        close: () => end(),
      });
      const keepAlive = setInterval(async () => {
        if (userId && !(await auth.api.getSession({ headers }).catch(() => null))) end();
        else void stream.write(": keep-alive\n\n");
      }, keepAliveMs);
      try {
        const { json } = await sale.current();
        await stream.write(`retry: ${RECONNECT_MS}\n${sseFrame(liveEvents.sale, json)}`);
        await ended;
      } finally {
        clearInterval(keepAlive);
        unregister();
        const left = (openPerClient.get(ip) ?? 1) - 1;
        if (left > 0) openPerClient.set(ip, left);
        else openPerClient.delete(ip);
      }
    });
  }

  return new Hono<{ Variables: SignedInVariables }>()
    .get("/sale", (c) => open(c, null))
    .get("/account", requireUser(auth), (c) => open(c, c.get("userId")));
}
