// @vitest-environment node
import { describe, expect, it } from "vitest";
import { saleDates } from "@/shared/sale/dates";
import { formatLegalDate, kaSaleMonth } from "@/web/features/marketing/legal/legal-dates";

describe("formatLegalDate", () => {
  it("writes the effective date in words, the same day in both languages", () => {
    expect(formatLegalDate("2025-06-20", "en")).toBe("June 20, 2025");
    expect(formatLegalDate("2025-06-20", "ka")).toBe("2025 წლის 20 ივნისი");
    expect(formatLegalDate("2026-08-01", "ka")).toBe("2026 წლის 1 აგვისტო");
  });
});

describe("kaSaleMonth", () => {
  it("puts a month in each case Georgian needs, syncopated stems and vowel stems included", () => {
    expect(kaSaleMonth("December 2026", "nominative")).toBe("2026 წლის დეკემბერი");
    expect(kaSaleMonth("December 2026", "in")).toBe("2026 წლის დეკემბერში");
    expect(kaSaleMonth("December 2026", "from")).toBe("2026 წლის დეკემბრიდან");
    expect(kaSaleMonth("December 2026", "until")).toBe("2026 წლის დეკემბრამდე");
    expect(kaSaleMonth("December 2026", "of")).toBe("2026 წლის დეკემბრის");
    expect(kaSaleMonth("August 2027", "in")).toBe("2027 წლის აგვისტოში");
    expect(kaSaleMonth("August 2027", "of")).toBe("2027 წლის აგვისტოს");
    expect(kaSaleMonth("July 2028", "until")).toBe("2028 წლის ივლისამდე");
  });

  it("writes a range with the case on its last month", () => {
    expect(kaSaleMonth("May–June 2027", "in")).toBe("2027 წლის მაის-ივნისში");
  });

  it("reads every date of the sale (a changed date that it cannot read fails here, not in the build)", () => {
    for (const date of Object.values(saleDates)) {
      expect(kaSaleMonth(date, "nominative")).toMatch(/^\d{4} წლის \S+$/);
    }
    expect(() => kaSaleMonth("Spring 2027", "in")).toThrow();
  });
});
