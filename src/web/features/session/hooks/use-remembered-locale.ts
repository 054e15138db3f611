import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { setProfileLocale } from "@/shared/profile/profile-contract";
import { api } from "@/web/lib/api";
import { useLocale } from "@/web/lib/locale";
import { type SessionUser, sessionQuery } from "@/web/lib/session";

/**
 * The language a signed-in investor reads the site in is the language we write to them in (issue 15):
 * when they use the investor area in another language than their profile names, the profile follows.
 * A failure is left for the next page: their e-mails keep the language they had.
 */
export function useRememberedLocale(user: SessionUser | undefined): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || user.locale === locale) return;
    api(setProfileLocale, { body: { locale } }).then(
      () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey }),
      () => undefined,
    );
  }, [user, locale, queryClient]);
}
