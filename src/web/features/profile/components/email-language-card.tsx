import { useQueryClient } from "@tanstack/react-query";
import { LanguagesIcon } from "lucide-react";
import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import {
  baseLocale,
  isLocale,
  type Locale,
  languageTags,
  localeNames,
  locales,
  localizedPath,
} from "@/shared/i18n/locales";
import { setProfileLocale } from "@/shared/profile/profile-contract";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { api } from "@/web/lib/api";
import { rememberLocaleChoice } from "@/web/lib/locale-choice";
import { type Session, sessionQuery } from "@/web/lib/session";

/**
 * The language we write to the investor in (their session's `locale`), and the way to change it. Its
 * legend is in both languages, so that someone who cannot read this page still finds it. The signed-in
 * area keeps the profile's language and the page's the same (useRememberedLocale), so a new choice
 * also moves this page to that language; Better Auth validates the value.
 */
export function EmailLanguageCard({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const name = useId();
  const [saving, setSaving] = useState(false);
  const current: Locale = isLocale(locale) ? locale : baseLocale;

  async function choose(next: Locale) {
    if (next === current || saving) return;
    setSaving(true);
    const saved = await api(setProfileLocale, { body: { locale: next } }).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!saved) {
      toast.error(m.profile_language_failed());
      return;
    }
    rememberLocaleChoice(next);
    toast.success(m.profile_language_saved({}, { locale: next }));
    // The page moves first: were the session to say the new language while the page still shows the
    // old one, useRememberedLocale would store the old one back. Once there, the session follows.
    await navigate(localizedPath(`${pathname}${search}${hash}`, next), { replace: true });
    queryClient.setQueryData<Session | null>(sessionQuery().queryKey, (session) =>
      session ? { ...session, user: { ...session.user, locale: next } } : session,
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <LanguagesIcon className="size-5 text-slate-600" aria-hidden />
          <CardTitle id={`${name}-title`}>{m.profile_language_title()}</CardTitle>
        </div>
        <p className="text-slate-600 text-sm">{m.profile_language_hint()}</p>
      </CardHeader>
      <CardContent>
        <fieldset className="flex min-w-0 flex-col gap-3" disabled={saving} aria-busy={saving}>
          <legend className="mb-2 break-words font-medium text-sm">
            {locales.map((each, index) => (
              <span key={each} lang={languageTags[each]}>
                {index > 0 ? " / " : ""}
                {m.profile_language_legend({}, { locale: each })}
              </span>
            ))}
          </legend>
          <div className="flex flex-wrap gap-3">
            {locales.map((each) => (
              <label
                key={each}
                lang={languageTags[each]}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={name}
                  value={each}
                  checked={each === current}
                  onChange={() => void choose(each)}
                  className="size-4 accent-brand-600"
                />
                {localeNames[each]}
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
