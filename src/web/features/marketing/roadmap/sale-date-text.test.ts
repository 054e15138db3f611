// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { saleDates } from "@/shared/sale/dates";
import { type DateCase, saleDateText } from "@/web/features/marketing/roadmap/sale-date-text";
import { NEW_BRANCH_OPENING } from "@/web/features/marketing/whitepaper/whitepaper-figures";

const dates = [...Object.values(saleDates), NEW_BRANCH_OPENING, NEW_BRANCH_OPENING.toLowerCase()];
const cases: DateCase[] = ["alone", "of", "in", "until", "from"];

afterEach(() => setServerLocaleSource(() => "en"));

describe("sale dates in the page's language", () => {
  it("leaves English as the sale agreement words it, whatever the case", () => {
    for (const date of dates) for (const dateCase of cases) expect(saleDateText(date, dateCase)).toBe(date);
  });

  it("writes every date of the sale in Georgian, with no English word left", () => {
    setServerLocaleSource(() => "ka");
    for (const date of dates)
      for (const dateCase of cases) expect(saleDateText(date, dateCase)).not.toMatch(/[A-Za-z]/);
  });

  it("puts the case ending on the last word", () => {
    setServerLocaleSource(() => "ka");
    expect(saleDateText("May 2026")).toBe("2026 წლის მაისი");
    expect(saleDateText("July 2028", "of")).toBe("2028 წლის ივლისის");
    expect(saleDateText("July 2028", "until")).toBe("2028 წლის ივლისამდე");
    // A stem that shortens before its ending, as the legal texts write it.
    expect(saleDateText("December 2026", "of")).toBe("2026 წლის დეკემბრის");
    expect(saleDateText("December 2026", "until")).toBe("2026 წლის დეკემბრამდე");
    expect(saleDateText("July 2026", "from")).toBe("2026 წლის ივლისიდან");
    expect(saleDateText("summer 2027", "in")).toBe("2027 წლის ზაფხულში");
    expect(saleDateText("May–June 2027", "in")).toBe("2027 წლის მაის-ივნისში");
    expect(saleDateText("Autumn 2027", "from")).toBe("2027 წლის შემოდგომიდან");
  });
});
