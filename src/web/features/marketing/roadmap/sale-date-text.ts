import { getLocale } from "@/paraglide/runtime";
import { type KaMonthCase, kaSaleMonth } from "@/web/features/marketing/legal/legal-dates";

/**
 * How a Georgian sentence needs a date: on its own ("2026 წლის ივლისი"), or with a case ending on its
 * last word: "of" (ივლისის, before შემდეგ "after"), "in" (ივლისში), "until" (ივლისამდე), "from" (ივლისიდან).
 * English ignores it.
 */
export type DateCase = "alone" | "of" | "in" | "until" | "from";

/** The months are the legal texts' (legal-dates.ts, which knows their shortened stems: დეკემბრის). */
const monthCase: Record<DateCase, KaMonthCase> = {
  alone: "nominative",
  of: "of",
  in: "in",
  until: "until",
  from: "from",
};

/** The season words of the sale dates, in Georgian (nominative). */
const georgianWords: Record<string, string> = {
  spring: "გაზაფხული",
  summer: "ზაფხული",
  autumn: "შემოდგომა",
  winter: "ზამთარი",
};

/** A season with a case ending: stems in -ი drop it before -ის/-ში/-ამდე, stems in -ა/-ო keep it. */
function inflect(word: string, dateCase: DateCase): string {
  const iStem = word.endsWith("ი");
  const stem = iStem ? word.slice(0, -1) : word;
  switch (dateCase) {
    case "alone":
      return word;
    case "of":
      return iStem ? `${stem}ის` : word.endsWith("ა") ? `${word.slice(0, -1)}ის` : `${word}ს`;
    case "in":
      return `${stem}ში`;
    case "until":
      return iStem ? `${stem}ამდე` : `${word}მდე`;
    case "from":
      return iStem ? `${word}დან` : word.endsWith("ა") ? `${word.slice(0, -1)}იდან` : `${word}დან`;
  }
}

/**
 * A date of the sale agreement ("May 2026", "May–June 2027", "Summer 2027": words, as `saleDates` and
 * `NEW_BRANCH_OPENING` hold them) in the page's language: Georgian writes "2026 წლის მაისი", and a
 * sentence asks for the case it needs. English returns the date as given. A date of another shape is
 * returned unchanged (sale-date-text.test.ts checks every date of the sale has a Georgian form).
 */
export function saleDateText(english: string, dateCase: DateCase = "alone"): string {
  if (getLocale() !== "ka") return english;
  if (
    /^[A-Z][a-z]+(?:–[A-Z][a-z]+)? \d{4}$/.test(english) &&
    !/^(Spring|Summer|Autumn|Winter) /.test(english)
  ) {
    return kaSaleMonth(english, monthCase[dateCase]);
  }
  const match = /^([A-Za-z]+)(?:–([A-Za-z]+))? (\d{4})$/.exec(english);
  const first = georgianWords[match?.[1]?.toLowerCase() ?? ""];
  const last = match?.[2] ? georgianWords[match[2].toLowerCase()] : undefined;
  if (!match || !first || (match[2] && !last)) return english;
  const words = last ? `${first}–${inflect(last, dateCase)}` : inflect(first, dateCase);
  return `${match[3]} წლის ${words}`;
}
