/**
 * "zod" in the browser build (vite.config.ts aliases it here): zod itself, told before any schema
 * parses not to compile its parsers. It probes `new Function("")` to decide whether it may; our CSP
 * has no 'unsafe-eval', so Chrome reports that probe as a violation even though zod catches the
 * error (issue 13). Parsing without the compiled path is as strict, and fast enough for our answers.
 * Configured here rather than in the root, so pages that never load zod (the landing page) do not
 * load its core either.
 */
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
