import { useLocation } from "react-router";
import { getLocale } from "@/paraglide/runtime";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { type Locale, localeOfPath, localizedPath } from "@/shared/i18n/locales";

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
