import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:static-page-script";
const RESOLVED = `\0${ID}`;

/**
 * The script of the public pages whose documents do not hydrate (src/web/static-page/page-script.ts,
 * issue 13), built as one more entry
 * of the browser build, beside React Router's, so that it shares their chunks (the schemas, sonner).
 * `import { src, preload } from "virtual:static-page-script"` gives its address and those of the modules it
 * imports (preloaded, so they do not wait for it): in the server build, which renders the prerendered
 * pages after the browser build, from that build's manifest; with the dev server, its source alone.
 */
export function staticPageScript(entry: string): Plugin {
  const source = path.relative(process.cwd(), entry).split(path.sep).join("/");
  let clientOutDir: string | undefined;
  return {
    name: "pxl-static-page-script",
    configEnvironment(name, config) {
      const input = config.build?.rollupOptions?.input;
      if (name !== "client" || input === undefined) return;
      clientOutDir = config.build?.outDir;
      const entries = Array.isArray(input)
        ? input
        : typeof input === "string"
          ? [input]
          : Object.values(input);
      return { build: { rollupOptions: { input: [...entries, entry] } } };
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      const module = (src: string, preload: string[] = []) =>
        `export const src = ${JSON.stringify(src)}; export const preload = ${JSON.stringify(preload)};`;
      if (this.environment.config.command === "serve") return module(`/${source}`);
      // The browser build never renders a static page's document: it needs no address.
      if (this.environment.name === "client") return module("");
      if (!clientOutDir) throw new Error("The static pages' script: the browser build ran without its entry");
      const manifest = JSON.parse(
        readFileSync(path.join(clientOutDir, ".vite/manifest.json"), "utf8"),
      ) as Record<string, { file: string; imports?: string[] }>;
      const file = manifest[source]?.file;
      if (!file)
        throw new Error(`The static pages' script: ${source} is not in the browser build's manifest`);
      // Its static imports, followed through: what the browser would otherwise find one level at a time.
      const imported = new Set<string>();
      const follow = (key: string) => {
        for (const next of manifest[key]?.imports ?? []) {
          if (imported.has(next)) continue;
          imported.add(next);
          follow(next);
        }
      };
      follow(source);
      const files = [...imported].map((key) => `/${manifest[key]?.file ?? key}`);
      return module(`/${file}`, files);
    },
  };
}
