/**
 * The server half of `npm run build`: src/server/main.ts compiled with esbuild into one ES module,
 * build/server/main.js, which `npm start` runs with plain node (no TypeScript at run time). Packages
 * stay imports of node_modules: native ones (PGlite's wasm, argon2, sharp, the anvil binary) and
 * pino's workers must be loaded from where npm put them.
 */
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22.12",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
