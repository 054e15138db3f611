import { getLocale } from "@/paraglide/runtime";
import { type Locale, languageTags } from "@/shared/i18n/locales";

/**
 * ISO 3166-1 alpha-2 codes of the countries and territories people live in (uninhabited ones left
 * out). Their names, in the page's language, come from the browser's own locale data, so the list
 * needs no upkeep beyond a rare new code.
 */
const CODES =
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW";

const names = new Map<Locale, readonly string[]>();

/** Country names in the page's language (English, Georgian), sorted; computed once per language. */
export function countryNames(locale: Locale = getLocale()): readonly string[] {
  let list = names.get(locale);
  if (!list) {
    const tag = languageTags[locale];
    const display = new Intl.DisplayNames([tag], { type: "region" });
    list = CODES.split(" ")
      .map((code) => display.of(code) ?? code)
      // One collator for the whole sort: localeCompare(b, "en") builds one per comparison, which made
      // this sort the longest script task while /register hydrates.
      .sort(new Intl.Collator(tag).compare);
    names.set(locale, list);
  }
  return list;
}
