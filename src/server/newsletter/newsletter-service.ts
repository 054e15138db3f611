import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { Locale } from "@/shared/i18n/locales";
import { unsubscribe as unsubscribeRoute } from "@/shared/newsletter/newsletter-contract";
import type { SubscribeResult } from "@/shared/newsletter/subscribe-schema";

/**
 * Subscribes an address. The unique index on lower(email) decides duplicates, so two requests
 * racing with "A@x.ge" and "a@x.ge" give one row. An address that unsubscribed before is
 * subscribed again, keeping its row and token.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeResult> {
  const token = randomBytes(24).toString("base64url");
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`
    insert into newsletter_subscribers (email, unsubscribe_token) values (${email}, ${token})
    on conflict ((lower(email))) do update set unsubscribed_at = null
      where newsletter_subscribers.unsubscribed_at is not null
    returning id`,
  );
  return { status: inserted.length > 0 ? "subscribed" : "already_subscribed" };
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

/**
 * The link every newsletter e-mail carries (also as List-Unsubscribe, RFC 8058 one-click), in the
 * mail's language; without one (the page's own form, for a link mailed before links had one), the
 * page follows the browser's.
 */
export function unsubscribeUrl(baseUrl: string, token: string, locale?: Locale): string {
  const query = new URLSearchParams(locale ? { token, lang: locale } : { token });
  return `${baseUrl}${unsubscribeRoute.path}?${query}`;
}
