import { LegalBlockView } from "@/web/features/marketing/legal/legal-block";
import {
  type LegalBlock,
  type LegalSection,
  sectionAnchor,
} from "@/web/features/marketing/legal/legal-content";

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="mt-4 space-y-4">
      {blocks.map((block, index) => (
        // Blocks are static text that never reorders, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <LegalBlockView key={index} block={block} />
      ))}
    </div>
  );
}

/** A numbered section (h2 "4. Price and Payment") with its blocks and h3 subsections. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  const anchor = sectionAnchor(section.number);
  return (
    <li id={anchor} className="scroll-mt-24">
      <h2
        id={`${anchor}-title`}
        className="break-words font-bold text-slate-900 text-xl tracking-tight sm:text-2xl"
      >
        {`${section.number}. ${section.title}`}
      </h2>
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <div key={subsection.title} className="mt-6">
          <h3 className="font-semibold text-lg text-slate-900">{subsection.title}</h3>
          <Blocks blocks={subsection.blocks} />
        </div>
      ))}
    </li>
  );
}
