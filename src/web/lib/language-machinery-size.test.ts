import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Issue 15: the landing page's JavaScript may grow by at most 5 KiB gzip for the language machinery.
 * The machinery is the code the languages added to every page, whatever it says: Paraglide's runtime
 * as our pages use it, the locale of a path and of the page, the switch (the formatters' and
 * pageMeta's few new lines are left in their modules, which the page had before).
 * Bundled here by Vite as the site's build bundles it (minified, tree-shaken; React, the router, icons
 * and class helpers, which every page has anyway, left outside), so that a change which drags in
 * Paraglide's cookie, URL-pattern or server code fails this test.
 * The texts themselves are content, not machinery: the bench reports the page's whole size.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const machinery = [
  "src/web/lib/locale.ts",
  "src/web/app/layout/language-switch.tsx",
  "src/shared/i18n/current-locale.ts",
];
const BUDGET_BYTES = 5 * 1024;

describe("the language machinery on the landing page", () => {
  it("weighs at most 5 KiB gzip", async () => {
    const entry = path.join(root, "node_modules/.cache/language-machinery-entry.ts");
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, machinery.map((file, i) => `export * as m${i} from "${root}/${file}";`).join("\n"));
    const output = (await build({
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "@": path.join(root, "src") } },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ["es"], fileName: "machinery" },
        rollupOptions: {
          external: [/^react($|\/)/, "react-dom", "react-router", "lucide-react", "clsx", "tailwind-merge"],
        },
      },
    })) as Rolldown.RolldownOutput[];
    const code = output[0]?.output[0]?.code ?? "";
    expect(code).toContain("pxl_locale");
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    // Whatever the pages import from the runtime, its unused parts (cookies, URL patterns) stay out.
    expect(code).not.toMatch(/URLPattern|localStorage/);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
    console.info(`language machinery: ${(gzipBytes / 1024).toFixed(1)} KiB gzip of ${BUDGET_BYTES / 1024}`);
  });
});
