import { InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { type Locale, languageTags, localizedPath } from "@/shared/i18n/locales";
import { siteConfig } from "@/shared/site-config";
import { useLocale } from "@/web/lib/locale";

/** The note and its link text, by the language whose text prevails. */
const notes: Record<Locale, { note: (inputs: { link: string }) => string; link: () => string }> = {
  en: { note: m.legal_prevailing_note_en, link: m.legal_prevailing_link_en },
  ka: { note: m.legal_prevailing_note_ka, link: m.legal_prevailing_link_ka },
};

const LINK = "\u0000link\u0000";

/**
 * On a legal page in a language other than the one whose text binds (siteConfig.prevailingLegalLocale):
 * says that this text is a translation and the other prevails, with a link to the prevailing text.
 * `path` is the page's English path.
 */
export function PrevailingLanguageNote({
  path,
  prevailing = siteConfig.prevailingLegalLocale,
}: {
  path: string;
  prevailing?: Locale;
}) {
  const locale = useLocale();
  if (locale === prevailing) return null;
  const { note, link } = notes[prevailing];
  // One sentence with the link in its place, wherever the translation puts it.
  const [before = "", after = ""] = note({ link: LINK }).split(LINK);
  return (
    <p
      role="note"
      className="mb-8 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-800 text-sm leading-6"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <span className="min-w-0 break-words">
        {before}
        <Link
          to={localizedPath(path, prevailing)}
          hrefLang={languageTags[prevailing]}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {link()}
        </Link>
        {after}
      </span>
    </p>
  );
}
