import { describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import {
  isNationality,
  nationalityForCountry,
  nationalityName,
  nationalityOptions,
  OTHER_NATIONALITY,
  searchNationalities,
} from "@/shared/kyc/nationalities";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const intlNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Every two-letter code Intl names, with its name. */
function regionsIntlKnows(): Array<[string, string]> {
  const known: Array<[string, string]> = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const name = intlNames.of(a + b);
      if (name && name !== a + b) known.push([a + b, name]);
    }
  return known;
}

/**
 * Codes Intl names that are no one's nationality: groupings (EU, EZ, UN, QO), test locales (XA,
 * XB), the unknown region (ZZ) and ISO's exceptional reservations for parts of other countries.
 */
const NOT_NATIONALITIES = new Set([
  "EU",
  "EZ",
  "UN",
  "QO",
  "XA",
  "XB",
  "ZZ",
  "AC",
  "CP",
  "CQ",
  "DG",
  "EA",
  "IC",
  "TA",
]);

describe("the nationality list", () => {
  it("holds every region Intl knows: each code is listed, or is an old alias of a listed name", () => {
    const listed = new Set(nationalityOptions().map((o) => o.name));
    const missing = regionsIntlKnows().filter(
      ([code, name]) => !NOT_NATIONALITIES.has(code) && !isNationality(code) && !listed.has(name),
    );
    expect(missing).toEqual([]);
    expect(nationalityOptions().length).toBe(251); // 249 ISO 3166-1 codes, Kosovo, Other
  });

  it("names every code through Intl (no code shown as its own name)", () => {
    for (const { code, name } of nationalityOptions()) expect(name, code).not.toBe(code);
  });

  it("is sorted by English name, with Other last", () => {
    const names = nationalityOptions().map((o) => o.name);
    const countries = names.slice(0, -1);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, "en")));
    expect(names.at(-1)).toBe("Other");
    expect(names[0]).toBe("Afghanistan");
  });

  it("keeps the spec's values (US, CA, GB, DE, FR, GE, OTHER) and refuses what is not a nationality", () => {
    for (const code of ["US", "CA", "GB", "DE", "FR", "GE", "OTHER", "XK"])
      expect(isNationality(code)).toBe(true);
    for (const code of ["XX", "EU", "UN", "ZZ", "ge", "", "UK"])
      expect(isNationality(code), code).toBe(false);
    expect(nationalityName("GE")).toBe("Georgia");
  });

  it("is searchable: by part of a name, without accents, by code, word starts first", () => {
    expect(searchNationalities("georg").map((o) => o.code)).toEqual(["GE", "GS"]);
    expect(searchNationalities("cote d ivoire").map((o) => o.code)).toEqual(["CI"]);
    expect(searchNationalities("gb").map((o) => o.code)).toContain("GB");
    expect(searchNationalities("kingdom").map((o) => o.code)).toEqual(["GB"]);
    const land = searchNationalities("land").map((o) => o.name);
    expect(land.indexOf("Åland Islands")).toBeLessThan(land.indexOf("Finland"));
    expect(searchNationalities("zzzz")).toEqual([]);
    expect(searchNationalities("  ")).toHaveLength(251);
  });

  it("finds the code for a country written as the profile keeps it", () => {
    expect(nationalityForCountry("Georgia")).toBe("GE");
    expect(nationalityForCountry(" united states ")).toBe("US");
    expect(nationalityForCountry("Côte d’Ivoire")).toBe("CI");
    expect(nationalityForCountry("Atlantis")).toBeNull();
    expect(nationalityForCountry("")).toBeNull();
  });

  it("names and finds every nationality in Georgian on a Georgian page (issue 15)", () => {
    setServerLocaleSource(() => "ka");
    try {
      expect(nationalityName("GE")).toBe("საქართველო");
      expect(nationalityName(OTHER_NATIONALITY)).toBe("სხვა");
      const options = nationalityOptions();
      expect(options).toHaveLength(251);
      expect(options.at(-1)?.code).toBe(OTHER_NATIONALITY);
      expect(options.filter((o) => /[\u10D0-\u10FF]/.test(o.name)).length).toBeGreaterThan(200);
      expect(searchNationalities("საქართ").map((o) => o.code)).toContain("GE");
      expect(searchNationalities("GE")[0]?.code).toBe("GE");
    } finally {
      setServerLocaleSource(() => "en");
    }
    expect(nationalityName("GE")).toBe("Georgia");
  });
});
