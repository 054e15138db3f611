/**
 * The shell in every language but English, after `react-router build`: build/client/<locale>/__spa-fallback.html.
 * React Router renders one shell, for "/", so /ka/rounds/<id> painted the English frame until its
 * JavaScript ran. The same server build renders the shell again at /<locale>/, whose path names the
 * language (src/web/lib/locale.ts); a path outside the prerender list renders as the shell (SPA mode).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { baseLocale, locales } from "../src/shared/i18n/locales";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const server: ServerBuild = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
const render = createRequestHandler(server, "production");

for (const locale of locales.filter((l) => l !== baseLocale)) {
  const shellPath = `/${locale}/__spa-fallback.html`;
  const answer = await render(new Request(`http://localhost${shellPath}`));
  const html = await answer.text();
  // As React Router accepts its own shell: 200, or 404 when no route matches the path.
  if (answer.status !== 200 && answer.status !== 404) {
    throw new Error(`The ${locale} shell answered ${answer.status}: ${html.slice(0, 500)}`);
  }
  if (!html.includes(`<html lang="${locale}"`)) throw new Error(`The ${locale} shell is not in ${locale}`);
  const file = path.join(buildDir, "client", shellPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}
