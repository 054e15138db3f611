/**
 * Every nationality a buyer may declare: the ISO 3166-1 alpha-2 codes (all 249 officially
 * assigned), Kosovo (XK, user-assigned but on passports), and OTHER (the spec's own value, for
 * stateless people and anything the list lacks). The names come from Intl.DisplayNames in the
 * page's language (Georgian names on /ka/kyc), so the list needs no translations kept by hand; the
 * server accepts exactly these codes. The identity check renders in the browser only: no server HTML
 * for another ICU to disagree with.
 */
import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import type { Locale } from "@/shared/i18n/locales";

const ISO_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW".split(
    " ",
  );

export const OTHER_NATIONALITY = "OTHER";
export const nationalityCodes: readonly string[] = [...ISO_CODES, "XK", OTHER_NATIONALITY];

const codeSet = new Set(nationalityCodes);
export const isNationality = (code: string): boolean => codeSet.has(code);

const displays = new Map<Locale, Intl.DisplayNames>();

/** The name of a nationality code ("GE" -> "Georgia", "საქართველო"); the code itself if Intl has none. */
export function nationalityName(code: string, locale: Locale = getLocale()): string {
  if (code === OTHER_NATIONALITY) return m.kyc_nationality_other({}, { locale });
  let display = displays.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: "region" });
    displays.set(locale, display);
  }
  return display.of(code) ?? code;
}

export interface NationalityOption {
  code: string;
  name: string;
}

const sorted = new Map<Locale, readonly NationalityOption[]>();

/** Every nationality, sorted by its name in the page's language, with Other last; computed once each. */
export function nationalityOptions(locale: Locale = getLocale()): readonly NationalityOption[] {
  let options = sorted.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = [
      ...ISO_CODES.concat("XK")
        .map((code) => ({ code, name: nationalityName(code, locale) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
      { code: OTHER_NATIONALITY, name: nationalityName(OTHER_NATIONALITY, locale) },
    ];
    sorted.set(locale, options);
  }
  return options;
}

/**
 * Lower case, accents and punctuation dropped: "cote d ivoire" finds "Côte d’Ivoire". Letters of
 * any script stay: "საქ" finds "საქართველო".
 */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The options matching what was typed: names containing it (word starts first), or the exact
 * code ("GB"). An empty query keeps them all.
 */
export function searchNationalities(query: string): readonly NationalityOption[] {
  const wanted = fold(query);
  if (!wanted) return nationalityOptions();
  const starts: NationalityOption[] = [];
  const contains: NationalityOption[] = [];
  for (const option of nationalityOptions()) {
    const name = fold(option.name);
    if (name.startsWith(wanted) || option.code.toLowerCase() === wanted) starts.push(option);
    else if (name.includes(` ${wanted}`)) starts.push(option);
    else if (name.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** The code for a country's English name ("georgia" -> "GE"), as the profile stores it; null if none. */
export function nationalityForCountry(country: string): string | null {
  const wanted = fold(country);
  if (!wanted) return null;
  return (
    nationalityOptions().find((o) => o.code !== OTHER_NATIONALITY && fold(o.name) === wanted)?.code ?? null
  );
}
