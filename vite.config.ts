import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { demoFromEnv, siteUrlFromEnv } from "./scripts/site-url";

// The public address baked into canonical links and social tags of the prerendered pages;
// `npm start` rebuilds when it changes (see scripts/start.ts).
const siteUrl = siteUrlFromEnv();
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  define: { __SITE_URL__: JSON.stringify(siteUrl), __DEMO__: JSON.stringify(demoFromEnv()) },
  server: {
    // `npm run dev`: the API server runs beside Vite and is reached through this proxy.
    proxy: Object.fromEntries(
      ["/api", "/healthz", "/sitemap.xml", "/robots.txt"].map((p) => [p, `http://127.0.0.1:${apiPort}`]),
    ),
  },
});
