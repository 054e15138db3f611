import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a visitor's browser loads for the landing page: every module the prerendered HTML
 * preloads or imports, followed through static imports (dynamic imports load later, on demand).
 */
export function landingJavaScript(webRoot = "build/client") {
  const html = readFileSync(path.join(webRoot, "index.html"), "utf8");
  const pending = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/import\s*(?:[^"';]*?from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
  ].map((m) => m[1] ?? "");
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length > 0) {
    const url = pending.pop() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(webRoot, url);
    if (!existsSync(file)) throw new Error(`the landing page references ${url}, which the build lacks`);
    const code = readFileSync(file);
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const m of code
      .toString("utf8")
      .matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      pending.push(path.posix.join(path.posix.dirname(url), m[1] ?? ""));
    }
  }
  return { files: seen.size, rawBytes, gzipBytes };
}
