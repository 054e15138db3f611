import { readFileSync } from "node:fs";
import path from "node:path";
import { type AliasOptions, build, type Plugin } from "vite";

const ID = "virtual:static-page-script";
const RESOLVED = `\0${ID}`;

/** Where the script's own build writes its manifest, inside the browser build's folder. */
const MANIFEST = ".vite/static-page-manifest.json";

/**
 * The script of the public pages whose documents do not hydrate (src/web/static-page/page-script.ts,
 * issue 13), bundled on its own once the browser build is written, into the same folder: one file,
 * with only its dynamic imports (the toaster, the live stream, the newsletter's schema) left as chunks.
 * Built as one more entry of React Router's build, it shared that build's chunks and came as 19
 * files, which the page found one level of imports at a time and which, fetched before the first paint,
 * counted against it in Lighthouse (decision 0022). A few KiB of helpers are bundled twice, here and in
 * the app's chunks: a visitor of these pages has none of the app's chunks to share them with.
 *
 * `import { src } from "virtual:static-page-script"` gives its address: in the server build, which
 * renders the prerendered pages after the browser build, from this build's manifest; with the dev
 * server, its source.
 */
export function staticPageScript(entry: string, options: { alias?: AliasOptions } = {}): Plugin {
  const source = path.relative(process.cwd(), entry).split(path.sep).join("/");
  let clientOutDir: string | undefined;
  return {
    name: "pxl-static-page-script",
    async writeBundle() {
      if (this.environment.name !== "client" || this.environment.config.command !== "build") return;
      const outDir = this.environment.config.build.outDir;
      clientOutDir = outDir;
      await build({
        configFile: false,
        root: this.environment.config.root,
        mode: this.environment.config.mode,
        logLevel: "warn",
        resolve: { alias: options.alias ?? [] },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: MANIFEST,
          // Every browser that runs module scripts preloads modules: no polyfill in the script.
          modulePreload: { polyfill: false },
          rollupOptions: {
            input: entry,
            output: {
              entryFileNames: "assets/static-page-[hash].js",
              chunkFileNames: "assets/static-page-[name]-[hash].js",
            },
          },
        },
      });
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      const module = (src: string) => `export const src = ${JSON.stringify(src)};`;
      if (this.environment.config.command === "serve") return module(`/${source}`);
      // The browser build never renders a static page's document: it needs no address.
      if (this.environment.name === "client") return module("");
      if (!clientOutDir)
        throw new Error("The static pages' script: the server build ran before the browser's");
      const manifest = JSON.parse(readFileSync(path.join(clientOutDir, MANIFEST), "utf8")) as Record<
        string,
        { file: string }
      >;
      const file = manifest[source]?.file;
      if (!file) throw new Error(`The static pages' script: ${source} is not in its build's manifest`);
      return module(`/${file}`);
    },
  };
}
