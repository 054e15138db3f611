import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { asLocale, type Recipient } from "@/server/mail/recipient";
import type { Locale } from "@/shared/i18n/locales";
import {
  resubscribe as resubscribeRoute,
  unsubscribe as unsubscribeRoute,
} from "@/shared/newsletter/newsletter-contract";

/** How long the link that brings an unsubscribed address back works. */
const RESUBSCRIBE_LINK_HOURS = 24;
/**
 * At most one such mail per address in this time: the form is public, and whoever types the
 * address must not be able to fill its owner's inbox.
 */
const RESUBSCRIBE_MAIL_EVERY_MINUTES = 10;

const newToken = () => randomBytes(24).toString("base64url");

/** The mail that asks an unsubscribed address's owner to come back, when one is due. */
export interface ResubscribeMail {
  to: Recipient;
  token: string;
}

export type SubscribeOutcome =
  | { status: "subscribed" | "already_subscribed" }
  /** `mail` is null when one went to this address a moment ago. */
  | { status: "confirmation_sent"; mail: ResubscribeMail | null };

/**
 * Subscribes an address. The unique index on lower(email) decides duplicates, so two requests
 * racing with "A@x.ge" and "a@x.ge" give one row. An address that unsubscribed stays so until its
 * owner follows the link mailed to it: anyone may type an address into the form, and only the
 * owner may undo their "stop".
 *
 * @param locale the asker's language: the mail's, unless the address belongs to an account.
 */
export async function subscribe(db: Db, email: string, locale: Locale): Promise<SubscribeOutcome> {
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`
    insert into newsletter_subscribers (email, unsubscribe_token) values (${email}, ${newToken()})
    on conflict ((lower(email))) do nothing
    returning id`,
  );
  if (inserted.length > 0) return { status: "subscribed" };

  const token = newToken();
  const [due] = await queryRows<{ email: string; first_name: string | null; locale: string | null }>(
    db,
    sql`
    update newsletter_subscribers s
    set resubscribe_token = ${token}, resubscribe_sent_at = now()
    where lower(s.email) = lower(${email}) and s.unsubscribed_at is not null
      and (s.resubscribe_sent_at is null
        or s.resubscribe_sent_at <= now() - make_interval(mins => ${RESUBSCRIBE_MAIL_EVERY_MINUTES}))
    returning s.email,
      (select u.first_name from "user" u where lower(u.email) = lower(s.email) limit 1) as first_name,
      (select u.locale from "user" u where lower(u.email) = lower(s.email) limit 1) as locale`,
  );
  if (due) {
    const to = {
      email: due.email,
      firstName: due.first_name,
      locale: due.locale ? asLocale(due.locale) : locale,
    };
    return { status: "confirmation_sent", mail: { to, token } };
  }

  const [row] = await queryRows<{ unsubscribed: boolean }>(
    db,
    sql`select unsubscribed_at is not null as unsubscribed from newsletter_subscribers where lower(email) = lower(${email})`,
  );
  if (!row) throw new Error("a newsletter subscriber vanished between its insert and its read");
  return row.unsubscribed ? { status: "confirmation_sent", mail: null } : { status: "already_subscribed" };
}

/**
 * Makes the next request for this address mail its owner again (the mail just due could not be
 * sent), and voids the link it would have carried.
 */
export async function forgetResubscribeMail(db: Db, token: string): Promise<void> {
  await db.execute(
    sql`update newsletter_subscribers set resubscribe_token = null, resubscribe_sent_at = null
        where resubscribe_token = ${token}`,
  );
}

/** Brings an unsubscribed address back by the link mailed to it; false when the link is unknown, used or expired. */
export async function resubscribe(db: Db, token: string): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`
    update newsletter_subscribers
    set unsubscribed_at = null, resubscribe_token = null, resubscribe_sent_at = null
    where resubscribe_token = ${token} and unsubscribed_at is not null
      and resubscribe_sent_at > now() - make_interval(hours => ${RESUBSCRIBE_LINK_HOURS})
    returning id`,
  );
  return updated.length > 0;
}

/** Ends a subscription by its token; false when the token is unknown or already used. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`
    update newsletter_subscribers set unsubscribed_at = now()
    where unsubscribe_token = ${token} and unsubscribed_at is null
    returning id`,
  );
  return updated.length > 0;
}

/** A link of a newsletter mail: its token, and the mail's language, which the page answers in. */
function linkUrl(baseUrl: string, path: string, token: string, locale?: Locale): string {
  const query = new URLSearchParams(locale ? { token, lang: locale } : { token });
  return `${baseUrl}${path}?${query}`;
}

/**
 * The link every newsletter e-mail carries (also as List-Unsubscribe, RFC 8058 one-click), in the
 * mail's language; without one (the page's own form, for a link mailed before links had one), the
 * page follows the browser's.
 */
export const unsubscribeUrl = (baseUrl: string, token: string, locale?: Locale) =>
  linkUrl(baseUrl, unsubscribeRoute.path, token, locale);

/** The link that brings an unsubscribed address back, in the mail's language. */
export const resubscribeUrl = (baseUrl: string, token: string, locale?: Locale) =>
  linkUrl(baseUrl, resubscribeRoute.path, token, locale);
