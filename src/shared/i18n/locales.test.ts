import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeOfPath, locales, localizedPath, unlocalizedPath } from "@/shared/i18n/locales";

describe("language prefixes in paths", () => {
  it("reads the language from the first segment only", () => {
    expect(localeOfPath("/ka")).toBe("ka");
    expect(localeOfPath("/ka/about")).toBe("ka");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/kaleidoscope")).toBe("en");
    expect(localeOfPath("/about/ka")).toBe("en");
  });

  it("moves a page between languages, keeping its query and hash, without a trailing slash", () => {
    expect(localizedPath("/", "ka")).toBe("/ka");
    expect(localizedPath("/ka", "en")).toBe("/");
    expect(localizedPath("/about/", "ka")).toBe("/ka/about");
    expect(localizedPath("/ka/login?next=%2Fdashboard#form", "en")).toBe("/login?next=%2Fdashboard#form");
    expect(localizedPath("/login?next=/ka/x", "ka")).toBe("/ka/login?next=/ka/x");
  });

  it("round-trips any page through every language", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => !locales.includes(s as never));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom(...locales), (segments, locale) => {
        const page = `/${segments.join("/")}`;
        const there = localizedPath(page, locale);
        expect(localeOfPath(there)).toBe(locale);
        expect(unlocalizedPath(there)).toBe(page);
        expect(localizedPath(there, "en")).toBe(page);
      }),
    );
  });
});
