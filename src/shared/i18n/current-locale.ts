import { overwriteGetLocale } from "@/paraglide/runtime";
import { baseLocale, type Locale, localeOfPath } from "@/shared/i18n/locales";

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

overwriteGetLocale(() =>
  typeof window === "undefined" ? serverSource() : localeOfPath(window.location.pathname),
);
