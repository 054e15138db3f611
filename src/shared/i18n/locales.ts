import { baseLocale, type Locale, locales } from "../../paraglide/runtime";

export { baseLocale, type Locale, locales };

/**
 * The site's languages and where each lives: English at the plain paths, every other language under
 * its own prefix (/ka/about). One folder per language keeps each page a static file with one `lang`,
 * crawlable on its own, and a link shared in Georgian stays Georgian.
 */
const prefixed = locales.filter((locale) => locale !== baseLocale);

/** Each language named in itself, as the switch offers it. */
export const localeNames: Record<Locale, string> = { en: "English", ka: "ქართული" };

/** The BCP 47 tag for `lang`, `hreflang` and e-mail headers. */
export const languageTags: Record<Locale, string> = { en: "en", ka: "ka" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The language a path is written in: /ka and /ka/... are Georgian, everything else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return prefixed.find((locale) => locale === first) ?? baseLocale;
}

/** The path without its language prefix: /ka/about -> /about, /ka -> /. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === baseLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `locale`: /about -> /ka/about, /ka/about -> /about. Keeps the query and the hash
 * ("/ka/login?next=..."), so a switch or a link never loses where the reader was going.
 */
export function localizedPath(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const raw = cut === -1 ? path : path.slice(0, cut);
  // The prerender renders /about as "/about/": one address per page, without the slash.
  const pathname = raw.length > 1 ? raw.replace(/\/+$/, "") : raw;
  const tail = cut === -1 ? "" : path.slice(cut);
  const bare = unlocalizedPath(pathname);
  if (locale === baseLocale) return `${bare}${tail}`;
  return `/${locale}${bare === "/" ? "" : bare}${tail}`;
}

/**
 * The reader's choice, remembered by the switch: a first visit may follow the browser's languages
 * (Accept-Language), a chosen language is never overruled by them.
 */
export const localeCookie = "pxl_locale";
