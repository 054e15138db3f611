import { loadConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import { type AppDeps, createApp } from "@/server/http/app";
import { createServices, type ServiceSettings } from "@/server/services";
import { contractBreach } from "@/server/test/contract-check";

export const TEST_ORIGIN = "http://localhost:3000";

export const TEST_SECRET = "test-secret-of-at-least-thirty-two-characters";
/** The key test apps encrypt identity documents under (KYC_ENCRYPTION_KEY). */
export const TEST_KYC_KEY = Buffer.from(
  "9d4f0c3a7be15e2861f0a94d3c7b28e5a1f6d0e49b3c8572e0d1a6f4b9c3e782",
  "hex",
);
/** The console's sign-in age limit in tests: the configuration's default (OPERATOR_SIGN_IN_MAX_AGE_HOURS). */
export const OPERATOR_SIGN_IN_MAX_AGE_MS = loadConfig({}).operatorSignInMaxAgeMs;

/**
 * The API in-process, without the web build. `call` sends a request from a chosen client address.
 * Captcha challenges are cheap (cost 10) so tests solve real ones quickly.
 */
export function createTestApp(
  database: Database,
  settings: Partial<ServiceSettings> = {},
  {
    chain,
    live,
    kycEncryptionKey = TEST_KYC_KEY,
    metricsToken,
  }: Pick<AppDeps, "chain" | "live"> & {
    /** The key identity documents are encrypted under: TEST_KYC_KEY unless given. */
    kycEncryptionKey?: Buffer;
    /** Serve /metrics to this bearer token. */
    metricsToken?: string;
  } = {},
) {
  const services = createServices(
    {
      baseUrl: TEST_ORIGIN,
      production: false,
      authSecret: TEST_SECRET,
      mail: { smtpUrl: null, from: "PXL test <test@pxl.example>" },
      captcha: { cost: 10 },
      // Woken by each event's NOTIFY; no periodic sweep, which would outlive the test's database.
      ledgerEvents: { sweepMs: 0 },
      ...settings,
    },
    database,
  );
  // The ledger's events are delivered as in the server (tests wait for them with `services.settled()`).
  const dispatching = services.ledgerEvents.start().catch((error: unknown) => {
    // A test that ended (its database closed, then dropped) before this app's listener connected:
    // there is nothing left to deliver. Any other failure stays a failure.
    if (!database.closed) throw error;
  });
  const app = createApp({
    config: {
      baseUrl: TEST_ORIGIN,
      production: false,
      trustProxyHops: 0,
      webRoot: "/nonexistent",
      kycEncryptionKey,
      operatorSignInMaxAgeMs: OPERATOR_SIGN_IN_MAX_AGE_MS,
      metricsToken: metricsToken ?? null,
    },
    database,
    services,
    chain,
    live,
    serveWeb: false,
  });

  /**
   * Every answer of a route with a contract (src/shared/api) is checked against it, so each API
   * test is a contract test too: a breach fails the test that met it.
   */
  async function call(path: string, init: RequestInit = {}, ip = "203.0.113.1") {
    const response = await app.request(path, init, {
      incoming: { socket: { remoteAddress: ip, remoteFamily: "IPv4" } },
    });
    const breach = await contractBreach((init.method ?? "GET").toUpperCase(), path, response);
    if (breach) throw new Error(breach);
    return response;
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

  return { app, services, sale: services.sale, call, postJson, dispatching };
}
