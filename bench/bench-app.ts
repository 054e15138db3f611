import { loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/client";
import { createApp } from "../src/server/http/app";
import { createServices } from "../src/server/services";

export const BENCH_AUTH_SECRET = "bench-secret-of-at-least-thirty-two-chars";

/**
 * The whole API (every middleware) on `database`, without the web pages or a chain, as the
 * throughput benches measure it; the sale's figures are loaded once before the first request.
 */
export async function benchApp(database: Database) {
  const settings = {
    baseUrl: "http://127.0.0.1",
    production: false,
    trustProxyHops: 0,
    webRoot: "",
    operatorSignInMaxAgeMs: loadConfig({}).operatorSignInMaxAgeMs,
  };
  const services = createServices(
    { ...settings, authSecret: BENCH_AUTH_SECRET, mail: { smtpUrl: null, from: "bench" } },
    database,
  );
  await services.sale.refresh();
  return createApp({ config: settings, database, services, serveWeb: false });
}
