import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { paraglideOptions } from "./paraglide.config.ts";
import { staticPageScript } from "./scripts/static-page-script-plugin.ts";

const apiPort = process.env.API_PORT ?? "3001";

const alias = [
  { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
  // zod as the browser runs it: configured for our CSP where it is first imported (zod-without-eval.ts).
  { find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/web/lib/zod-without-eval.ts") },
];

/**
 * Two groups every page that hydrates runs, each in one file instead of one per set of pages
 * sharing a piece: the framework (React, React DOM, the router, and TanStack Query, which the
 * root's providers need) and the icons. Left to the automatic split, /login's first modules were
 * 64, found one level of imports at a time, and on a phone each costs main-thread time to compile
 * and run (issue 13, decision 0023).
 */
const clientChunkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es|@tanstack)[\\/]/,
    priority: 2,
  },
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
];

// Nothing about the deployment is compiled in: the public address and the demo flag are filled in
// by the server when it starts (src/shared/site-runtime.ts), so one build serves any BASE_URL.
export default defineConfig({
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    reactRouter(),
    staticPageScript(path.resolve(import.meta.dirname, "src/web/static-page/page-script.ts"), { alias }),
  ],
  resolve: { alias },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: clientChunkGroups },
          },
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API server runs beside Vite and is reached through this proxy.
    proxy: Object.fromEntries(
      ["/api", "/healthz", "/sitemap.xml", "/robots.txt"].map((p) => [p, `http://127.0.0.1:${apiPort}`]),
    ),
  },
});
