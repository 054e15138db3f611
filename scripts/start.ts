/**
 * `npm start`: checks the configuration, builds the web site when the build is missing or was
 * made for another public address, then starts the server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ConfigError, loadConfig } from "../src/server/config";
import { type BuildInfo, buildInfoFile } from "./site-url";

function buildReason(siteUrl: string, demo: boolean): string | null {
  if (!existsSync("build/client/__spa-fallback.html") || !existsSync(buildInfoFile)) return "no build yet";
  const info = JSON.parse(readFileSync(buildInfoFile, "utf8")) as BuildInfo;
  if (info.siteUrl !== siteUrl) return `the build was made for ${info.siteUrl}, not ${siteUrl}`;
  if (info.demo !== demo) return demo ? "the build is a production one" : "the build is a demo one";
  return null;
}

try {
  const config = loadConfig();
  // A production start serves no demo banner; anything else is a demo.
  const demo = !config.production;
  const reason = buildReason(config.baseUrl, demo);
  if (reason) {
    console.log(`Building the site (${reason})...`);
    const build = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      env: { ...process.env, BASE_URL: config.baseUrl, PXL_DEMO: String(demo) },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

await import("../src/server/main");
