import { overwriteGetLocale } from "../../paraglide/runtime";
import { baseLocale, isLocale, type Locale, localeOfPath } from "./locales";

/**
 * Where a message function finds the language to speak. In the browser it is the page's path, which
 * the router changes before it renders the next page. A server has no page: the API speaks the
 * language of the request (src/server/http/request-locale.ts), e-mails their recipient's, and the
 * prerender the page it renders; each sets its source here once.
 */
let serverSource: () => Locale = () => baseLocale;

export function setServerLocaleSource(source: () => Locale): void {
  serverSource = source;
}

/**
 * While React hydrates, the browser speaks the language of the HTML it was served: the shell of the
 * pages that render in the browser (the console, rounds) is one English file for every address,
 * /ka/rounds/<id> included, and hydrating it in Georgian would be a mismatch. After hydration
 * (hydrated()), the path decides. A page rendered without served HTML (tests, a document with no
 * lang) follows its path from the start.
 */
let servedLocale: Locale | null =
  typeof document !== "undefined" && isLocale(document.documentElement.lang)
    ? document.documentElement.lang
    : null;

export function hydrated(): void {
  servedLocale = null;
}

overwriteGetLocale(() => {
  if (typeof window === "undefined") return serverSource();
  return servedLocale ?? localeOfPath(window.location.pathname);
});
