import type { ReactNode } from "react";
import { m } from "@/paraglide/messages";
import { Container } from "@/web/components/ui/section";
import { type LegalDocumentContent, sectionAnchor } from "@/web/features/marketing/legal/legal-content";
import { LegalSectionView } from "@/web/features/marketing/legal/legal-section";
import { PrevailingLanguageNote } from "@/web/features/marketing/legal/prevailing-language-note";

/**
 * A legal page's body: a list of contents and the numbered sections as one ordered list, in a
 * column kept under about 70 characters so the prose stays readable. A translation says first that
 * the prevailing language's text binds (`path`: the page's English path, for the link to it).
 */
export function LegalDocument({
  content,
  path,
  top,
  bottom,
}: {
  content: LegalDocumentContent;
  path: string;
  top?: ReactNode;
  bottom?: ReactNode;
}) {
  return (
    <Container className="py-10 sm:py-14">
      <PrevailingLanguageNote path={path} />
      {top}
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="contents-title"
          className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <p id="contents-title" className="font-semibold text-slate-900">
            {m.legal_contents_title()}
          </p>
          <ol className="mt-2 text-sm">
            {content.sections.map((section) => (
              <li key={section.number}>
                <a
                  href={`#${sectionAnchor(section.number)}`}
                  className="inline-flex min-h-11 min-w-0 items-center break-words text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {`${section.number}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-[70ch] break-words text-base text-slate-700 leading-7">
          <div className="space-y-4">
            {content.intro.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <ol className="mt-10 space-y-10">
            {content.sections.map((section) => (
              <LegalSectionView key={section.number} section={section} />
            ))}
          </ol>
        </article>
      </div>
      {bottom}
    </Container>
  );
}
