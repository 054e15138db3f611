import type { Locale } from "@/shared/i18n/locales";

/**
 * Where the footer's form posts when the browser sends it itself: before the page's script has
 * come, or with scripts off. A module of its own, without the schema and its library, because
 * every public page's first paint renders the form.
 */
export const SUBSCRIBE_FORM_PATH = "/api/newsletter/form";

/** The form's `action`: the page's language goes with it, so the answer is in the same one. */
export const subscribeFormAction = (locale: Locale) => `${SUBSCRIBE_FORM_PATH}?lang=${locale}`;
