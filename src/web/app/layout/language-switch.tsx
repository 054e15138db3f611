import { LanguagesIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { m } from "@/paraglide/messages";
import { languageTags, localeNames, locales, localizedPath } from "@/shared/i18n/locales";
import { isLocalizedPage } from "@/shared/routes";
import { cn } from "@/web/lib/cn";
import { useLocale } from "@/web/lib/locale";
import { rememberLocaleChoice } from "@/web/lib/locale-choice";

/**
 * Links to this very page in the other languages, each named in its own language. The choice is
 * remembered so that the browser's languages no longer decide (rememberLocaleChoice). Not shown in the
 * operator console, which speaks English only.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  if (!isLocalizedPage(pathname)) return null;
  return (
    <ul aria-label={m.layout_language_switch_label()} className={cn("flex items-center", className)}>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            <Link
              to={localizedPath(`${pathname}${search}${hash}`, other)}
              lang={languageTags[other]}
              hrefLang={languageTags[other]}
              // What the static pages' script remembers in a document that does not hydrate.
              data-locale-choice={other}
              className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-md px-3 font-medium text-sm hover:underline underline-offset-4"
              onClick={() => {
                rememberLocaleChoice(other);
              }}
            >
              <LanguagesIcon className="size-4" aria-hidden />
              {localeNames[other]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
