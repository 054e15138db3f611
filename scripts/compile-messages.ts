import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.config.ts";

/**
 * Compiles the message catalogues into src/paraglide: the unit tests' global setup and
 * `npm run i18n` (for tsc and the scripts run outside Vite). Vite's own plugin does it for the build
 * and the dev server.
 */
export async function setup(): Promise<void> {
  await compile(paraglideOptions);
}

const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) await setup();
