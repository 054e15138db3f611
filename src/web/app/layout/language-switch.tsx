import { LanguagesIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { m } from "@/paraglide/messages";
import { languageTags, localeCookie, localeNames, locales, localizedPath } from "@/shared/i18n/locales";
import { isLocalizedPage } from "@/shared/routes";
import { cn } from "@/web/lib/cn";
import { useLocale } from "@/web/lib/locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Links to this very page in the other languages, each named in its own language. The choice is
 * remembered so that the browser's languages no longer decide (see localeCookie). Not shown in the
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
              className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-md px-3 font-medium text-sm hover:underline underline-offset-4"
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
                document.cookie = `${localeCookie}=${other}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
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
