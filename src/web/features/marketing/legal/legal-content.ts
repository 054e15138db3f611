/** The shape of a legal page's text, rendered by `LegalDocument`. Pure data: no React. */

export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "terms"; items: readonly { term: string; text: string }[] }
  /** The academy's postal address and e-mail, from the site configuration. */
  | { kind: "contact" };

export interface LegalSubsection {
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** Shown before the title ("3. The Tokens") and used for its anchor; sections run 1..n in order. */
  number: number;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  /** Paragraphs before section 1. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export const paragraph = (text: string): LegalBlock => ({ kind: "paragraph", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
export const terms = (...items: { term: string; text: string }[]): LegalBlock => ({ kind: "terms", items });
export const contact: LegalBlock = { kind: "contact" };

export const sectionAnchor = (number: number) => `section-${number}`;

/** The words of a block as plain text (contact blocks carry none), for checks on what the documents say. */
export function legalBlockText(block: LegalBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "list":
      return block.items.join(" ");
    case "terms":
      return block.items.map((item) => `${item.term} ${item.text}`).join(" ");
    case "contact":
      return "";
  }
}
