import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript files a page's browser loads at first: every module its prerendered HTML preloads,
 * imports or loads as a script, followed through static imports (dynamic imports in those modules
 * load later, on demand). An inline script's `import("/assets/…")` counts: the public pages load
 * their script so, once painted (page-script-loader.ts). URLs like `/assets/entry.client-As9C4DbJ.js`.
 */
export function pageModuleGraph(webRoot = "build/client", page = "index.html"): string[] {
  const html = readFileSync(path.join(webRoot, page), "utf8");
  const pending = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/import\s*(?:[^"';]*?from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
    ...html.matchAll(/import\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g),
  ].map((m) => m[1] ?? "");
  const seen = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(webRoot, url);
    if (!existsSync(file)) throw new Error(`${page} references ${url}, which the build lacks`);
    for (const m of readFileSync(file, "utf8").matchAll(
      /import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      pending.push(path.posix.join(path.posix.dirname(url), m[1] ?? ""));
    }
  }
  return [...seen];
}

/** The issue 13 goal for the landing page's first JavaScript, gzipped. */
export const LANDING_JS_GOAL_BYTES = 100 * 1024;

/**
 * The landing page's first JavaScript (`page`: the English one, or ka/index.html for Georgian): how
 * many files, their bytes raw and gzipped (level 9), and the largest files, gzipped, so a run shows
 * where the bytes are (the entry carries react-dom; hooks and errorBoundaries are React Router's).
 */
export function landingJavaScript(webRoot = "build/client", page = "index.html") {
  let rawBytes = 0;
  let gzipBytes = 0;
  const sizes: { file: string; gzipBytes: number }[] = [];
  const files = pageModuleGraph(webRoot, page);
  for (const url of files) {
    const code = readFileSync(path.join(webRoot, url));
    const gzipped = gzipSync(code, { level: 9 }).length;
    rawBytes += code.length;
    gzipBytes += gzipped;
    sizes.push({ file: path.posix.basename(url), gzipBytes: gzipped });
  }
  const largest = sizes.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
  return { files: files.length, rawBytes, gzipBytes, largest };
}

/** The bench's lines for one page's figure: the total beside its goal, then the largest files. */
export function formatLandingJavaScript(label: string, js: ReturnType<typeof landingJavaScript>) {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    `${label.padEnd(25)}${kib(js.gzipBytes)} gzip (${kib(js.rawBytes)} raw, ${js.files} files)   x${(js.gzipBytes / LANDING_JS_GOAL_BYTES).toFixed(2)} of the goal (<= ${kib(LANDING_JS_GOAL_BYTES)})`,
    `  largest: ${js.largest.map((f) => `${f.file.replace(/-[\w-]{8}\.js$/, "")} ${kib(f.gzipBytes)}`).join(", ")}`,
  ];
}
