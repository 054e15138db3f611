// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type LegalDocumentContent, legalBlockText } from "@/web/features/marketing/legal/legal-content";
import { privacyPolicy } from "@/web/features/marketing/legal/privacy-policy";
import { saleAgreement } from "@/web/features/marketing/legal/sale-agreement";
import { termsOfService } from "@/web/features/marketing/legal/terms-of-service";

function documentText(content: LegalDocumentContent): string {
  return [
    ...content.intro,
    ...content.sections.flatMap((section) => [
      ...section.blocks.map(legalBlockText),
      ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks.map(legalBlockText)),
    ]),
  ].join(" ");
}

const documents = { termsOfService, privacyPolicy, saleAgreement };

describe.each(Object.entries(documents))("%s", (_, content) => {
  it("numbers its sections 1..n in order", () => {
    expect(content.sections.map((section) => section.number)).toEqual(
      content.sections.map((_section, index) => index + 1),
    );
  });

  it("never states a 20% ownership", () => {
    expect(documentText(content)).not.toMatch(/20% (of the (Academy|company)|ownership)/i);
  });
});

describe("legal facts", () => {
  it("keeps KYC data 5 years and activity data up to 1 year", () => {
    const text = documentText(privacyPolicy);
    expect(text).toContain("KYC data: 5 years.");
    expect(text).toContain("Activity data: up to 1 year.");
  });

  it("gives 7 days' notice of changes and 30 days' notice of a shutdown", () => {
    for (const content of [termsOfService, saleAgreement]) {
      expect(documentText(content)).toContain("7 days' notice");
      expect(documentText(content)).toContain("30 days' notice");
    }
  });
});
