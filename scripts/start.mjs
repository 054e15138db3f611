/**
 * `npm start`: runs the compiled server with plain node. It never builds: a start that rebuilt
 * `build/` would change the files under any other instance serving from them. Plain JavaScript, so
 * that nothing but node is needed to run it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// BUILD_DIR as for `npm run build` (the server reads it too, for the pages).
const buildDir = new URL(`../${process.env.BUILD_DIR ?? "build"}/`, import.meta.url);
const server = new URL("server/main.js", buildDir);
const needed = [
  server,
  new URL("client/__spa-fallback.html", buildDir),
  new URL("client/ka/__spa-fallback.html", buildDir),
];
const missing = needed.map((file) => fileURLToPath(file)).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`No build to start (missing: ${missing.join(", ")}): run "npm run build" first.`);
  process.exit(1);
}
// Before the server's module loads, so that its error stacks name the sources' files and lines.
process.setSourceMapsEnabled(true);
await import(server.href);
