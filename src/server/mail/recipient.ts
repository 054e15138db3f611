import { eq } from "drizzle-orm";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { baseLocale, isLocale, type Locale, localizedPath } from "@/shared/i18n/locales";

/** Who an e-mail or a notification is for, and the language they read (the user row's `locale`). */
export interface Recipient {
  email: string;
  firstName?: string | null;
  locale: Locale;
}

/** A stored language as one of ours: a row from before the column, or a value we no longer offer, reads English. */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : baseLocale);

/** The language a user reads their e-mails and notifications in; English for a user who is gone. */
export async function localeOfUser(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return asLocale(row?.locale);
}

/** "Hello Nino," or "Hello there,": in the language being rendered. */
export const greeting = (to: Pick<Recipient, "firstName">) => {
  const name = to.firstName?.trim();
  return name ? m.email_greeting_named({ name }) : m.email_greeting();
};

/** A page of this site in the recipient's language: /ka/dashboard for a Georgian reader. */
export const pageUrl = (baseUrl: string, path: string, locale: Locale) =>
  `${baseUrl}${localizedPath(path, locale)}`;
