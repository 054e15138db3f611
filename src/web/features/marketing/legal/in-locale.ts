import * as runtime from "@/paraglide/runtime";
import type { Locale } from "@/shared/i18n/locales";

/**
 * Runs `build` with the site's formatters (and messages) speaking `locale`, whatever page is being
 * rendered. The legal documents are data built once, outside any page: the English figures must read
 * "140,000 USDT" and the Georgian "140 000 USDT" even when a module is first loaded during the other
 * language's page (the prerender renders both). Synchronous only: the swap lasts for `build` alone.
 */
export function inLocale<T>(locale: Locale, build: () => T): T {
  const current = runtime.getLocale;
  runtime.overwriteGetLocale(() => locale);
  try {
    return build();
  } finally {
    runtime.overwriteGetLocale(current);
  }
}
