import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder of the site's package.json, found upwards from `from`: the same answer whether the code
 * runs from its sources (src/server/...) or compiled into one file (build/server/main.js), where a
 * path relative to the module would point elsewhere.
 */
export function packageRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
