import { writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { type BuildInfo, buildInfoFile, demoFromEnv, siteUrlFromEnv } from "./scripts/site-url";
import { prerenderedAuthPaths, prerenderedPaths } from "./src/shared/routes";

export default {
  appDirectory: "src/web/app",
  buildDirectory: "build",
  // The investor area renders in the browser; public pages are prerendered so crawlers get full HTML,
  // and the account pages so that their form paints without waiting for JavaScript.
  ssr: false,
  prerender: [...prerenderedPaths, ...prerenderedAuthPaths],
  // Records what the pages were built for: `npm start` rebuilds when BASE_URL or the demo flag changes.
  buildEnd() {
    const info: BuildInfo = {
      siteUrl: siteUrlFromEnv(),
      demo: demoFromEnv(),
      builtAt: new Date().toISOString(),
    };
    writeFileSync(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
  },
} satisfies Config;
