import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript files a page's browser loads at first: every module its prerendered HTML preloads
 * or imports, followed through static imports (dynamic imports load later, on demand). URLs like
 * `/assets/entry.client-As9C4DbJ.js`.
 */
export function pageModuleGraph(webRoot = "build/client", page = "index.html"): string[] {
  const html = readFileSync(path.join(webRoot, page), "utf8");
  const pending = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/import\s*(?:[^"';]*?from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
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

/**
 * The landing page's first JavaScript (`page`: the English one, or ka/index.html for Georgian): how
 * many files, and their bytes raw and gzipped (level 9).
 */
export function landingJavaScript(webRoot = "build/client", page = "index.html") {
  let rawBytes = 0;
  let gzipBytes = 0;
  const files = pageModuleGraph(webRoot, page);
  for (const url of files) {
    const code = readFileSync(path.join(webRoot, url));
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}
