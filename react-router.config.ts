import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/shared/routes";

export default {
  appDirectory: "src/web/app",
  buildDirectory: "build",
  // The investor area renders in the browser; public pages are prerendered so crawlers get full HTML.
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
