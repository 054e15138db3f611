// @vitest-environment node
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import type { Locale } from "@/shared/i18n/locales";
import { fundAllocations } from "@/shared/sale/use-of-funds";
import Roadmap, { meta } from "@/web/app/routes/_marketing/roadmap";
import { fundPresentation } from "@/web/features/marketing/roadmap/fund-presentation";
import { phases } from "@/web/features/marketing/roadmap/phases";

/** The roadmap page as the prerender writes it in `locale`: its text, tags dropped. */
function pageText(locale: Locale): string {
  setServerLocaleSource(() => locale);
  const html = renderToString(
    <MemoryRouter initialEntries={[locale === "ka" ? "/ka/roadmap" : "/roadmap"]}>
      <Roadmap />
    </MemoryRouter>,
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\n]+/g, " ");
}

/** Latin words a Georgian page may keep: brands, units and the network's name. */
const keptLatin = new Set(["PXL", "USDT", "USD", "Arbitrum", "KYC", "Pixel", "Academy", "Whitepaper"]);

afterEach(() => setServerLocaleSource(() => "en"));

describe("the roadmap in Georgian", () => {
  it("renders every heading, card and date in Georgian, numbers written the Georgian way", () => {
    const text = pageText("ka");
    for (const georgian of [
      "საგზაო რუკა",
      "სად მიდის თანხა",
      "საკვანძო თარიღები",
      "განვითარების ეტაპები",
      "სამომავლო მიზნები",
      "დახურული გაყიდვა, რაუნდი 1",
      "ახლა აქტიურია",
      "2026 წლის მაისი",
      "2027 წლის მაის-ივნისი",
      "2028 წლის ივლისის შემდეგ",
      "2028 წლის ივლისამდე",
      "საერთაშორისო ნასყიდობის ხელშეკრულების",
    ])
      expect(text).toContain(georgian);
    // 1 234,50 in Georgian: a no-break space groups thousands.
    expect(text).toContain("140\u00a0000 USDT");
    expect(text).toContain("36,43%");
    const latin = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !keptLatin.has(word));
    expect(latin).toEqual([]);
  });

  it("links to the sale agreement in Georgian, inside one sentence", () => {
    setServerLocaleSource(() => "ka");
    const html = renderToString(
      <MemoryRouter initialEntries={["/ka/roadmap"]}>
        <Roadmap />
      </MemoryRouter>,
    );
    const sentence = html.match(/თარიღები მოცემულია .*? მიხედვით\./)?.[0];
    expect(sentence).toMatch(
      /^თარიღები მოცემულია <a[^>]*href="\/ka\/international-sale-agreement"[^>]*>საერთაშორისო ნასყიდობის ხელშეკრულების<\/a> მიხედვით\.$/,
    );
  });

  it("has a Georgian title and description", () => {
    setServerLocaleSource(() => "ka");
    const tags = meta();
    expect(JSON.stringify(tags)).toContain("საგზაო რუკა");
    expect(JSON.stringify(tags)).toContain("2026 წლის მაისიდან 2028 წლის ივლისამდე");
  });

  it("keeps the English texts as they were", () => {
    const text = pageText("en");
    for (const english of [
      "Where the money goes",
      "The private sale raises at most 140,000 USDT. This is how every dollar of it is budgeted.",
      "Classrooms and study space in Tbilisi.",
      "After July 2028",
      "Dates as set out in the International Sale Agreement .",
      "Phase 06: Private Sale Round 1",
      "Open a new academy in summer 2027, with 876,000 new tokens issued for it.",
      "Pay dividends every six months, and extend them to the academy's other investors after July 2028.",
    ])
      expect(text).toContain(english);
  });

  it("names each purpose as the use-of-funds list does in English", () => {
    for (const { key, purpose } of fundAllocations) expect(fundPresentation[key].title()).toBe(purpose);
  });

  it("gives every phase a Georgian title and description", () => {
    setServerLocaleSource(() => "ka");
    for (const phase of phases) {
      expect(phase.title).toMatch(/[ა-ჰ]/);
      expect(phase.description).toMatch(/[ა-ჰ]/);
    }
  });
});
