/**
 * How the site and its e-mails write a moment: one date format and one date-time format, in UTC,
 * so that the prerendered HTML, the browser (whatever its own zone and language) and an e-mail all
 * say the same thing. Both languages are written by hand rather than through Intl: ICU versions differ
 * ("Sep" / "Sept") between Node and the browser, and any difference is a hydration mismatch.
 */

import { getLocale } from "@/paraglide/runtime";
import type { Locale } from "@/shared/i18n/locales";

/** Month abbreviations: CLDR's ka has "ნოე." for November; the site writes them without the dot. */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ka: ["იან", "თებ", "მარ", "აპრ", "მაი", "ივნ", "ივლ", "აგვ", "სექ", "ოქტ", "ნოე", "დეკ"],
};

type Moment = string | number | Date;

const two = (n: number) => n.toString().padStart(2, "0");

/**
 * "25 Nov 2026" ("25 ნოე 2026" in Georgian): day, month, year in both languages. A bare calendar date
 * ("2026-11-25") is that day, whatever the reader's zone. The language is the page's (or e-mail's).
 */
export function formatDate(moment: Moment, locale: Locale = getLocale()): string {
  const d = toDate(moment);
  // A value that is not a moment is shown as it came rather than as "NaN undefined NaN".
  if (Number.isNaN(d.getTime())) return String(moment);
  return `${d.getUTCDate()} ${MONTHS[locale][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "25 Nov 2026, 11:43 UTC" (with `seconds`, "25 Nov 2026, 11:43:07 UTC"). */
export function formatDateTime(
  moment: Moment,
  { locale = getLocale(), seconds = false }: { locale?: Locale; seconds?: boolean } = {},
): string {
  const d = toDate(moment);
  if (Number.isNaN(d.getTime())) return String(moment);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ""}`;
  return `${formatDate(d, locale)}, ${time} UTC`;
}

function toDate(moment: Moment): Date {
  if (typeof moment === "string" && /^\d{4}-\d{2}-\d{2}$/.test(moment))
    return new Date(`${moment}T00:00:00Z`);
  const d = moment instanceof Date ? moment : new Date(moment);
  return d;
}
