import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import type { Hono } from "hono";

/** Serves `app` on a free loopback port and measures requests/s of one path (with `headers`) by autocannon. */
export async function measureRequestsPerSecond(
  app: Hono,
  pathname: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${pathname}`,
      connections: 32,
      headers,
      duration: seconds,
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${pathname}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return result.requests.average;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
