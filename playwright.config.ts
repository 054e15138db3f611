import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./e2e/support/chromium";
import { DEMO_CHAIN_START } from "./e2e/support/demo-chain-start";
import { E2E_BUILD_DIR } from "./e2e/support/e2e-build";

const port = Number(process.env.E2E_PORT ?? 4310);
const smtpPort = 4325;
const mailHttpPort = 4326; // e2e/support/mail.ts reads it
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // One at a time: every spec signs in from 127.0.0.1, and the server allows 3 sign-ins per 10 s per
  // address; two workers met that limit (their sign-ins cannot see each other's pacing).
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // The machines are shared: a client-rendered page can take more than the default 5 s to appear under load.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      // A real SMTP server the site sends to; tests read what arrived (e2e/support/mail-sink.ts).
      command: "tsx e2e/support/mail-sink.ts",
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      // A fresh embedded database for every run, and a build of the sources as they are (one build
      // serves any BASE_URL: e2e/second-instance.spec.ts starts another server on it). `npm start`
      // runs the compiled server with plain node, as production does.
      // Built into .e2e-build, so a run never changes build/ under a server started from it.
      command: "rm -rf .e2e-data && npm run build && npm start",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: ".e2e-data",
        BUILD_DIR: E2E_BUILD_DIR,
        BASE_URL: baseURL,
        NODE_ENV: "test",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The operators of e2e/admin.spec.ts: the server grants the role when these accounts sign in.
        ADMIN_EMAILS: "operator@e2e.pxl.example,operator-setup@e2e.pxl.example",
        // The demo chain's clock starts on 1 June 2026 and runs on from there (a run takes minutes): every
        // payment of the run falls in H1 2026, before the record date of e2e/dividend.spec.ts's dividend.
        LOCAL_CHAIN_START_TIME: DEMO_CHAIN_START,
      },
      stdout: "pipe",
    },
  ],
});
