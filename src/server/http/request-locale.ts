import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { baseLocale, isLocale, type Locale, locales } from "@/shared/i18n/locales";

type Wanted = Parameters<NonNullable<Parameters<typeof accepts>[1]["match"]>>[0];

const current = new AsyncLocalStorage<Locale>();
setServerLocaleSource(() => current.getStore() ?? baseLocale);

/** The most wanted of our languages, by its primary tag: "ka-GE;q=0.9" asks for Georgian. */
function bestLanguage(wanted: Wanted): string {
  const ranked = wanted.filter((w) => w.q > 0).sort((a, b) => b.q - a.q);
  for (const { type } of ranked) {
    const primary = type.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return baseLocale;
}

/** The language a request asks for (Accept-Language), or English. */
export function requestedLocale(c: Context): Locale {
  const chosen = accepts(c, {
    header: "Accept-Language",
    supports: [...locales],
    default: baseLocale,
    match: bestLanguage,
  });
  return isLocale(chosen) ? chosen : baseLocale;
}

/**
 * The API answers in the language the request asks for: validation errors and messages come from the
 * same catalogues as the pages. Our pages send the language they are in; any client may.
 */
export const requestLocale: MiddlewareHandler = (c, next) => current.run(requestedLocale(c), next);

/** Runs `work` speaking `locale`: an e-mail to an investor is written in their language. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}
