/**
 * `npm start`: checks the configuration, builds the web site when the build is missing or was
 * made for another public address, then starts the server. The build's output is shown only when
 * it fails, or with VERBOSE=1.
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
    const verbose = process.env.VERBOSE === "1";
    console.log(`Building the site (${reason})${verbose ? "" : "; VERBOSE=1 shows the build's output"}...`);
    const build = spawnSync("npm", ["run", "--silent", "build"], {
      stdio: verbose ? "inherit" : "pipe",
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, BASE_URL: config.baseUrl, PXL_DEMO: String(demo) },
    });
    if (build.status !== 0) {
      // A failed build says why, whatever VERBOSE says.
      if (!verbose) process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}`);
      if (build.error) console.error(build.error.message);
      process.exit(build.status ?? 1);
    }
    console.log("Site built.");
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

await import("../src/server/main");
