// @vitest-environment node
import { describe, expect, it } from "vitest";
import { legalBlockText } from "@/web/features/marketing/legal/legal-content";
import { saleAgreement } from "@/web/features/marketing/legal/sale-agreement";

describe("international sale agreement", () => {
  it("has exactly 14 sections, numbered 1 to 14 in order", () => {
    expect(saleAgreement.sections).toHaveLength(14);
    expect(saleAgreement.sections.map((section) => section.number)).toEqual(
      Array.from({ length: 14 }, (_, index) => index + 1),
    );
  });

  it("gives every section a title and some text", () => {
    for (const section of saleAgreement.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.blocks.length).toBeGreaterThan(0);
    }
    expect(saleAgreement.sections[0]?.title).toBe("Parties");
  });

  it("states 10% ownership for the whole supply and never 20% ownership", () => {
    const text = saleAgreement.sections.flatMap((section) => section.blocks.map(legalBlockText)).join(" ");
    expect(text).toContain("1,095,000 PXL represents 10% of the Academy");
    expect(text).toContain("represent 2% of the Academy");
    expect(text).not.toMatch(/20% (of the (Academy|company)|ownership)/i);
  });
});
