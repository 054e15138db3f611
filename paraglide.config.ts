import type { CompilerOptions } from "@inlang/paraglide-js";

/**
 * How the message catalogues (messages/en.json, messages/ka.json) become typed message functions in
 * src/paraglide. One set of options for the Vite plugin (build, dev, tests) and `npm run i18n`.
 *
 * The locale is never read from a cookie or a global by Paraglide itself: src/shared/i18n/locale-source.ts
 * tells it where the current locale comes from (the page's path in the browser, the request on the
 * server), so the strategy here is only the fallback.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./src/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitReadme: false,
  emitPrettierIgnore: false,
  emitTsDeclarations: true,
  outputStructure: "message-modules",
} satisfies CompilerOptions;
