import type { Config } from "@react-router/dev/config";
import { clientPaths, inEveryLocale, prerenderedAuthPaths, prerenderedPaths } from "./src/shared/routes";

export default {
  appDirectory: "src/web/app",
  // BUILD_DIR: the browser tests build into their own folder, never under a server running from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The investor area renders in the browser; public pages are prerendered so crawlers get full HTML,
  // and the account pages so that their form paints without waiting for JavaScript.
  ssr: false,
  // Every public and account page in each language (/about and /ka/about), and the investor area's
  // frame, so that it paints in its page's language (routes/_app/layout.tsx).
  prerender: inEveryLocale([...prerenderedPaths, ...prerenderedAuthPaths, ...clientPaths]),
} satisfies Config;
