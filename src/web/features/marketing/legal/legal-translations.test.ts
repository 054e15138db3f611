// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import type { Locale } from "@/shared/i18n/locales";
import { MINIMUM_AGE_YEARS } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import {
  type LegalBlock,
  type LegalDocumentContent,
  legalBlockText,
} from "@/web/features/marketing/legal/legal-content";
import { legalDocuments } from "@/web/features/marketing/legal/legal-documents";
import { saleText, saleTextIn } from "@/web/features/marketing/legal/sale-text";

/** A block's shape: its kind, and for lists and defined terms how many items it has. */
const blockShape = (block: LegalBlock) =>
  block.kind === "list" || block.kind === "terms" ? `${block.kind}:${block.items.length}` : block.kind;

const shape = (content: LegalDocumentContent) => ({
  intro: content.intro.length,
  sections: content.sections.map((section) => ({
    number: section.number,
    blocks: section.blocks.map(blockShape),
    subsections: (section.subsections ?? []).map((subsection) => subsection.blocks.map(blockShape)),
  })),
});

/** Every piece of text that must say the same as its English counterpart, in document order. */
function pieces(content: LegalDocumentContent): string[] {
  const ofBlock = (block: LegalBlock): string[] => {
    switch (block.kind) {
      case "paragraph":
        return [block.text];
      case "list":
        return [...block.items];
      case "terms":
        return block.items.map((item) => `${item.term} ${item.text}`);
      case "contact":
        return [];
    }
  };
  return [
    ...content.intro,
    ...content.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap(ofBlock),
      ...(section.subsections ?? []).flatMap((subsection) => [
        subsection.title,
        ...subsection.blocks.flatMap(ofBlock),
      ]),
    ]),
  ];
}

/** How each language writes a number in these documents: "140,000" / "0.639" and "140 000" / "0,639". */
const notation: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  ka: { group: "\u00a0", decimal: "," },
};

/** The numbers a text states (amounts, percentages, ages, periods, years, section numbers), sorted. */
function numbers(text: string, locale: Locale): string[] {
  const { group, decimal } = notation[locale];
  const escapeRegExp = (symbol: string) => symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`\\d+(?:${escapeRegExp(group)}\\d{3})*(?:${escapeRegExp(decimal)}\\d+)?%?`, "g");
  return [...text.matchAll(pattern)]
    .map(([found]) => found.split(group).join("").replace(decimal, "."))
    .sort();
}

const documentText = (content: LegalDocumentContent) =>
  [
    ...content.intro,
    ...content.sections.flatMap((section) => [
      ...section.blocks.map(legalBlockText),
      ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks.map(legalBlockText)),
    ]),
  ].join(" ");

const GEORGIAN = /[\u10d0-\u10ff]/;

describe.each(Object.entries(legalDocuments))("%s in Georgian", (_, { en, ka }) => {
  it("has the sections, subsections, blocks and list items of the English text, numbered alike", () => {
    expect(shape(ka)).toEqual(shape(en));
  });

  it("states in each piece exactly the numbers of the English piece (amounts, percentages, ages, periods)", () => {
    const english = pieces(en);
    const georgian = pieces(ka);
    expect(georgian).toHaveLength(english.length);
    english.forEach((text, index) => {
      expect(numbers(georgian[index] ?? "", "ka"), `${text}\n${georgian[index]}`).toEqual(
        numbers(text, "en"),
      );
    });
  });

  it("is written in Georgian: every title and every text", () => {
    for (const text of pieces(ka)) expect(text, text).toMatch(GEORGIAN);
  });

  it("never states a 20% ownership", () => {
    expect(documentText(ka)).not.toMatch(/აკადემიის 20%|20%-ს/);
  });

  it("names the academy's address as Georgian readers write it, never the English one", () => {
    const text = documentText(ka);
    expect(text).not.toContain(siteConfig.address.street);
    if (documentText(en).includes(siteConfig.address.street)) {
      expect(text).toContain(`${siteConfig.addressKa.street}, ${siteConfig.addressKa.city}`);
    }
  });
});

describe("the Georgian figures", () => {
  const ka = {
    terms: documentText(legalDocuments.terms.ka),
    saleAgreement: documentText(legalDocuments.saleAgreement.ka),
  };

  it("state the minimum age of the sale rules", () => {
    expect(ka.terms).toContain(`სულ მცირე ${MINIMUM_AGE_YEARS} წლის;`);
    expect(ka.saleAgreement).toContain(`არის ${MINIMUM_AGE_YEARS} წლის ან უფროსი;`);
  });

  it("state 10% of the academy for the whole supply and 2% for the private sale", () => {
    expect(ka.saleAgreement).toContain("1\u00a0095\u00a0000 PXL, ჯამში აკადემიის 10%-ს წარმოადგენს");
    expect(ka.saleAgreement).toContain("ერთად აკადემიის 2%-ს წარმოადგენს");
    expect(ka.terms).toContain("ერთად აკადემიის 2%-ს წარმოადგენს");
  });

  it("are written with Georgian digits, the price and the cap as the sale rules have them", () => {
    const figures = saleTextIn("ka");
    expect(figures.price).toBe("0,639 USDT");
    expect(figures.cap).toBe("140\u00a0000 USDT");
    expect(ka.saleAgreement).toContain("ერთი PXL-ის ფასია 0,639 USDT");
  });

  it("and the sale's months in Georgian, in the case each sentence needs", () => {
    expect(ka.saleAgreement).toContain("2026 წლის მაისი: დახურული გაყიდვა.");
    expect(ka.saleAgreement).toContain("საფულეზე გადაირიცხება 2026 წლის დეკემბერში.");
    expect(ka.saleAgreement).toContain("2026 წლის ივლისიდან დაწყებული");
    expect(ka.saleAgreement).toContain("2028 წლის ივლისამდე დივიდენდები");
    expect(ka.saleAgreement).toContain("საჯარო გაყიდვა დაგეგმილია 2027 წლის მაის-ივნისში.");
  });
});

describe("the English figures", () => {
  afterEach(() => setServerLocaleSource(() => "en"));

  it("stay English whatever language the page being rendered speaks", () => {
    setServerLocaleSource(() => "ka");
    expect(saleTextIn("en").cap).toBe("140,000 USDT");
    expect(saleText.supply).toBe("1,095,000 PXL");
    expect(documentText(legalDocuments.saleAgreement.en)).toContain(
      "For example, 100 USDT buys about 156 PXL.",
    );
  });
});
