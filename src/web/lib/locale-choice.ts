import { type Locale, localeCookie } from "@/shared/i18n/locales";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the reader's choice of language: the browser's languages no longer decide (localeCookie). */
export function rememberLocaleChoice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
