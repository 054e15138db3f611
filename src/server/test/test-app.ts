import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import { type AppDeps, createApp } from "@/server/http/app";
import { createServices, type ServiceSettings } from "@/server/services";

export const TEST_ORIGIN = "http://localhost:3000";

const createdDirs: string[] = [];
// Each test app's upload folder goes when the test process does.
process.once("exit", () => {
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
});

function temporaryDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pxl-test-data-"));
  createdDirs.push(dir);
  return dir;
}
export const TEST_SECRET = "test-secret-of-at-least-thirty-two-characters";
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
    dataDir = temporaryDataDir(),
    metricsToken,
  }: Pick<AppDeps, "chain" | "live"> & {
    /** Where uploads (KYC documents) go: a fresh temporary folder unless given. */
    dataDir?: string;
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
  const dispatching = services.ledgerEvents.start();
  const app = createApp({
    config: {
      baseUrl: TEST_ORIGIN,
      production: false,
      trustProxyHops: 0,
      webRoot: "/nonexistent",
      dataDir,
      operatorSignInMaxAgeMs: OPERATOR_SIGN_IN_MAX_AGE_MS,
      metricsToken: metricsToken ?? null,
    },
    database,
    services,
    chain,
    live,
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

  return { app, services, sale: services.sale, call, postJson, dataDir, dispatching };
}
