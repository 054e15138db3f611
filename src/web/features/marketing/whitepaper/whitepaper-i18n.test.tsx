// @vitest-environment node
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import type { Locale } from "@/shared/i18n/locales";
import { fundAllocations } from "@/shared/sale/use-of-funds";
import Whitepaper, { meta } from "@/web/app/routes/_marketing/whitepaper";
import { fundDetails } from "@/web/features/marketing/whitepaper/fund-details";
import { percentText } from "@/web/features/marketing/whitepaper/percent-text";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

/** The whitepaper as the prerender writes it in `locale`. */
function pageHtml(locale: Locale): string {
  setServerLocaleSource(() => locale);
  return renderToString(
    <MemoryRouter initialEntries={[locale === "ka" ? "/ka/whitepaper" : "/whitepaper"]}>
      <Whitepaper />
    </MemoryRouter>,
  );
}

/** A page's text, tags dropped (a no-break space stays: Georgian groups thousands with it). */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\n]+/g, " ");

/** Latin words a Georgian page may keep: brands, units and the network's name. */
const keptLatin = new Set(["PXL", "USDT", "USD", "Arbitrum", "One", "KYC", "Pixel", "Academy", "Whitepaper"]);

const georgian = /[ა-ჰ]/;

afterEach(() => setServerLocaleSource(() => "en"));

describe("the whitepaper in Georgian", () => {
  it("renders every section in Georgian, numbers and dates written the Georgian way", () => {
    const text = textOf(pageHtml("ka"));
    for (const phrase of [
      "PXL: თეთრი წიგნი",
      "რას იღებენ მფლობელები",
      "საოპერაციო გეგმა",
      "მარაგის ნაწილი",
      "დახურული გაყიდვა (რაუნდი 1)",
      "2026 წლის ივლისიდან",
      "2028 წლის ივლისამდე",
      "2027 წლის ზაფხულში",
      "ინვესტირება ახლავე",
    ])
      expect(text).toContain(phrase);
    expect(text).toContain("1\u00a0286\u00a0680 USD");
    expect(text).toContain("27,4%");
    expect(text).toContain("36,43%");
    const latin = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !keptLatin.has(word));
    expect(latin).toEqual([]);
  });

  it("gives every outline entry a Georgian title, and each anchor's section that heading", () => {
    setServerLocaleSource(() => "ka");
    const outline = Object.entries(whitepaperOutline);
    expect(outline.map(([id]) => id)).toEqual([
      "mission",
      "token",
      "value",
      "funds",
      "tokenomics",
      "safety",
      "team",
    ]);
    for (const [, title] of outline) expect(title).toMatch(georgian);
    const html = pageHtml("ka");
    for (const [id, title] of outline) {
      expect(html).toMatch(new RegExp(`<a href="#${id}"[^>]*>${title}</a>`));
      expect(html).toMatch(new RegExp(`<section id="${id}"[^>]*>.*?<h2 id="${id}-title"[^>]*>${title}</h2>`));
    }
  });

  it("keeps links inside their Georgian sentences, to the Georgian pages", () => {
    const html = pageHtml("ka");
    expect(html).toMatch(
      /ყიდვამდე გაეცანით <a[^>]*href="\/ka\/terms-of-service"[^>]*>მომსახურების პირობებს<\/a> და <a[^>]*href="\/ka\/international-sale-agreement"[^>]*>საერთაშორისო ნასყიდობის ხელშეკრულებას<\/a>, და გადაიხადეთ/,
    );
    expect(html).toMatch(/<a[^>]*href="\/ka\/about"[^>]*>აკადემიის შესახებ<\/a>/);
  });

  it("has a Georgian title and description", () => {
    setServerLocaleSource(() => "ka");
    const tags = JSON.stringify(meta());
    expect(tags).toContain("PXL: თეთრი წიგნი (Whitepaper)");
    expect(tags).toContain("PXL-ის თეთრი წიგნი");
  });

  it("keeps the English texts as they were", () => {
    const text = textOf(pageHtml("en"));
    for (const english of [
      "PXL Whitepaper",
      "Our Mission",
      "Pixel Academy is a blockchain, coding and financial-education academy in Tbilisi, Georgia, with room for 780 students a year.",
      "Dividends every six months from July 2026: 10% of the academy's profits, paid only to token holders until July 2028.",
      "After July 2028",
      "1,260,680 USD in year 1 / about 1,400,680 USD later",
      "Sales of 780 × 300 USD × 12 months, less costs.",
      "Round 2 sells 300,000 PXL at 1.9 USD each, 570,000 USD in all,",
      "the next branch is planned for summer 2027, with 876,000 new tokens.",
      "describes the public sale differently: 876,000 PXL (80% of the tokens, 8% of the company) at 1.4 USDT each, raising 1,226,400 USDT, in May–June 2027.",
      "Read the Terms of Service and the International Sale Agreement before you buy",
      "27.4%",
      "36.43%",
    ])
      expect(text).toContain(english);
  });

  it("names each purpose as the use-of-funds list does in English", () => {
    for (const { key, purpose } of fundAllocations) expect(fundDetails[key].title()).toBe(purpose);
  });

  it("writes a computed percent with the page's decimal mark", () => {
    expect([percentText("36.43"), percentText("27.4"), percentText("15")]).toEqual(["36.43", "27.4", "15"]);
    setServerLocaleSource(() => "ka");
    expect([percentText("36.43"), percentText("27.4"), percentText("15")]).toEqual(["36,43", "27,4", "15"]);
  });
});
