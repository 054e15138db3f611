import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "@/shared/format/dates";

describe("formatDate and formatDateTime", () => {
  it("write one date and one date-time format, in UTC", () => {
    expect(formatDate("2026-11-25T11:43:07.120Z")).toBe("25 Nov 2026");
    expect(formatDateTime("2026-11-25T11:43:07.120Z")).toBe("25 Nov 2026, 11:43 UTC");
    expect(formatDateTime("2026-11-25T11:43:07.120Z", { seconds: true })).toBe("25 Nov 2026, 11:43:07 UTC");
    expect(formatDateTime(new Date(Date.UTC(2026, 8, 1, 0, 5)))).toBe("1 Sep 2026, 00:05 UTC");
  });

  it("read an offset as the same moment", () => {
    expect(formatDateTime("2026-11-26T01:30:00+02:00")).toBe("25 Nov 2026, 23:30 UTC");
  });

  it("keep a bare calendar date on its day", () => {
    expect(formatDate("2030-01-31")).toBe("31 Jan 2030");
  });

  it("show a value that is not a date as it came, never 'NaN'", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime("")).toBe("");
  });

  it("agree with Intl's en-GB UTC reading for every moment (the months and the day)", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
        (d) => {
          // ICU writes September "Sept" in newer versions: the one difference we avoid on purpose.
          expect(formatDate(d)).toBe(intl.format(d).replace("Sept", "Sep"));
          expect(formatDateTime(d)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
        },
      ),
    );
  });

  it("write Georgian dates with Georgian months, day first like CLDR's ka (issue 15)", () => {
    expect(formatDate("2026-11-25T11:43:00Z", "ka")).toBe("25 ნოე 2026");
    expect(formatDateTime("2026-01-05T09:03:00Z", { locale: "ka" })).toBe("5 იან 2026, 09:03 UTC");
    // Each month's abbreviation is how CLDR's ka begins that month's name.
    for (let month = 0; month < 12; month++) {
      const moment = Date.UTC(2026, month, 15);
      const full = new Intl.DateTimeFormat("ka-GE", { month: "long", timeZone: "UTC" }).format(moment);
      const ours = formatDate(moment, "ka").split(" ")[1] ?? "";
      expect(full.startsWith(ours), `${full} / ${ours}`).toBe(true);
    }
  });
});
