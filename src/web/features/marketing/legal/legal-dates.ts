import type { Locale } from "@/shared/i18n/locales";

/**
 * Dates as the legal texts write them, in words: "June 20, 2025" and "2025 წლის 20 ივნისი". Georgian
 * puts a month in the case its sentence needs ("in December" დეკემბერში, "from July" ივლისიდან), so
 * each month carries its two stems: the full one (before -ში) and the one the other endings take
 * (დეკემბერი, დეკემბრის).
 */
const MONTHS = [
  ["January", "იანვარ", "იანვრ"],
  ["February", "თებერვალ", "თებერვლ"],
  ["March", "მარტ", "მარტ"],
  ["April", "აპრილ", "აპრილ"],
  ["May", "მაის", "მაის"],
  ["June", "ივნის", "ივნის"],
  ["July", "ივლის", "ივლის"],
  ["August", "აგვისტო", "აგვისტო"],
  ["September", "სექტემბერ", "სექტემბრ"],
  ["October", "ოქტომბერ", "ოქტომბრ"],
  ["November", "ნოემბერ", "ნოემბრ"],
  ["December", "დეკემბერ", "დეკემბრ"],
] as const;

/**
 * The Georgian case a month takes: the month itself (ივნისი), "in" (ივნისში), "from" (ივნისიდან),
 * "until" (ივნისამდე) and "of" (ივნისის, before შემდეგ "after").
 */
export type KaMonthCase = "nominative" | "in" | "from" | "until" | "of";

function kaMonth(index: number, grammaticalCase: KaMonthCase): string {
  const [, full, short] = MONTHS[index] ?? MONTHS[0];
  // Stems ending in a vowel (აგვისტო) take the endings without their own vowel.
  const vowel = /[აეიოუ]$/.test(short);
  switch (grammaticalCase) {
    case "nominative":
      return vowel ? full : `${full}ი`;
    case "in":
      return `${full}ში`;
    case "from":
      return vowel ? `${short}დან` : `${short}იდან`;
    case "until":
      return vowel ? `${short}მდე` : `${short}ამდე`;
    case "of":
      return vowel ? `${short}ს` : `${short}ის`;
  }
}

const monthIndex = (name: string): number => {
  const index = MONTHS.findIndex(([english]) => english === name);
  if (index === -1) throw new Error(`not a month: ${name}`);
  return index;
};

/**
 * A month of the sale, written in English by src/shared/sale/dates ("December 2026", "May–June 2027"),
 * in Georgian: "2026 წლის დეკემბერში", "2027 წლის მაის-ივნისში". A range puts only its last month in
 * the case; the first keeps its bare stem.
 */
export function kaSaleMonth(english: string, grammaticalCase: KaMonthCase): string {
  const match = /^([A-Z][a-z]+)(?:[–-]([A-Z][a-z]+))? (\d{4})$/.exec(english);
  if (!match) throw new Error(`not a month of the sale: ${english}`);
  const [, first = "", last, year] = match;
  const months = last
    ? `${MONTHS[monthIndex(first)]?.[1]}-${kaMonth(monthIndex(last), grammaticalCase)}`
    : kaMonth(monthIndex(first), grammaticalCase);
  return `${year} წლის ${months}`;
}

/** A calendar day ("2025-06-20") in words: "June 20, 2025" in English, "2025 წლის 20 ივნისი" in Georgian. */
export function formatLegalDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const index = Number(month) - 1;
  if (locale === "ka") return `${year} წლის ${Number(day)} ${kaMonth(index, "nominative")}`;
  return `${MONTHS[index]?.[0]} ${Number(day)}, ${year}`;
}
