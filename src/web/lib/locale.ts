import { useLocation } from "react-router";
import { getLocale } from "@/paraglide/runtime";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { type Locale, localeCookie, localeOfPath, localizedPath } from "@/shared/i18n/locales";

let prerenderedLocale: Locale = localeOfPath("/");
// The prerender renders one page at a time (React Router's prerender concurrency is 1), and the root
// layout names that page's language before any message of it is rendered (see useLocale).
setServerLocaleSource(() => prerenderedLocale);

/**
 * The language of the page being shown, from its path (/ka/... is Georgian); while the shell
 * hydrates, the language it was served in (see current-locale.ts). Re-renders on every navigation.
 */
export function useLocale(): Locale {
  const locale = localeOfPath(useLocation().pathname);
  if (typeof window === "undefined") prerenderedLocale = locale;
  return getLocale();
}

/**
 * A page of the site in the reader's language: pageHref(paths.about) is /about on an English page
 * and /ka/about on a Georgian one. Every link and redirect to one of our pages goes through it.
 */
export function pageHref(path: string): string {
  return localizedPath(path, getLocale());
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the reader's choice of language: the browser's languages no longer decide (localeCookie). */
export function rememberLocaleChoice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
