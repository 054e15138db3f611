import type { BuildOptions } from "esbuild";

/**
 * How `npm run build` compiles the server: src/server/main.ts into one ES module for plain node.
 * Packages stay imports of node_modules: native ones (PGlite's wasm, argon2, sharp, the anvil
 * binary) and pino must be loaded from where npm put them. A test builds with these options too.
 */
export const serverBuildOptions = {
  entryPoints: ["src/server/main.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/server/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22.12",
  packages: "external",
  // Mapped in error stacks: scripts/start.mjs turns source maps on before loading the server.
  sourcemap: true,
  logLevel: "warning",
} satisfies BuildOptions;
