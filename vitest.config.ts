import path from "node:path";
import { defineConfig } from "vitest/config";
import { staticPageScript } from "./scripts/static-page-script-plugin.ts";

// Without the React Router plugin: it would try to build the app for every test run.
export default defineConfig({
  // The root imports the static pages' script address (virtual:static-page-script).
  plugins: [staticPageScript(path.resolve(import.meta.dirname, "src/web/static-page/page-script.ts"))],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // The message functions (src/paraglide) are compiled from messages/*.json before any test runs.
    globalSetup: ["scripts/compile-messages.ts"],
    // A test fails if it asked one PostgreSQL connection two queries at once (pg 9 refuses them).
    setupFiles: ["src/server/test/one-query-per-connection.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
