import { createApp } from "@/server/http/app";
import { createSaleFigures } from "@/server/sale/sale-figures";
import type { TestDatabase } from "@/server/test/test-database";

export const TEST_ORIGIN = "http://localhost:3000";

/** The API in-process, without the web build. `call` sends a request from a chosen client address. */
export function createTestApp(database: TestDatabase) {
  const sale = createSaleFigures(database.db);
  const app = createApp({
    config: { baseUrl: TEST_ORIGIN, production: false, trustProxyHops: 0, webRoot: "/nonexistent" },
    database,
    sale,
    serveWeb: false,
  });

  function call(path: string, init: RequestInit = {}, ip = "203.0.113.1") {
    return app.request(path, init, { incoming: { socket: { remoteAddress: ip, remoteFamily: "IPv4" } } });
  }

  /** A same-origin JSON POST, as the site's own pages send it. */
  function postJson(
    path: string,
    body: unknown,
    { ip, headers }: { ip?: string; headers?: Record<string, string> } = {},
  ) {
    return call(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, ...headers },
        body: JSON.stringify(body),
      },
      ip,
    );
  }

  return { app, sale, call, postJson };
}
