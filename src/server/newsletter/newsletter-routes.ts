import { type Context, Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { rateLimitKey } from "@/server/http/rate-limit-key";
import { requestedLocale, withLocale } from "@/server/http/request-locale";
import { validate } from "@/server/http/validate";
import { escapeHtml } from "@/server/lib/escape-html";
import { hitRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { tooManyRequests } from "@/server/lib/too-many-requests";
import { subscribe, unsubscribe, unsubscribeUrl } from "@/server/newsletter/newsletter-service";
import { type Locale, languageTags, localizedPath } from "@/shared/i18n/locales";
import {
  type SubscribeResult,
  subscribeSchema,
  unsubscribeQuerySchema,
} from "@/shared/newsletter/subscribe-schema";
import { siteConfig } from "@/shared/site-config";

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60_000 };

interface Deps {
  db: Db;
  ipOf: (c: Context) => string;
}

export function newsletterRoutes({ db, ipOf }: Deps): Hono {
  return new Hono()
    .post("/", async (c, next) => {
      const limit = await hitRateLimit(db, `newsletter:${rateLimitKey(ipOf(c))}`, NEWSLETTER_RATE_LIMIT);
      if (limit.allowed) return next();
      return tooManyRequests(c, m.api_too_many_attempts(), limit.retryAfterSeconds);
    })
    .post("/", validate("json", subscribeSchema), async (c) => {
      const { email, website } = c.req.valid("json");
      // A filled honeypot gets the answer a person would, so the bot learns nothing; nothing is stored.
      if (website) return c.json<SubscribeResult>({ status: "subscribed" }, 201);
      const result = await subscribe(db, email);
      return c.json<SubscribeResult>(result, result.status === "subscribed" ? 201 : 409);
    })
    .get("/unsubscribe", validate("query", unsubscribeQuerySchema), (c) => {
      // A GET must not unsubscribe: mail scanners open links. The page asks for one click.
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const page = withLocale(locale, () =>
        unsubscribePage(locale, m.newsletter_unsubscribe_title(), formFor(token, lang)),
      );
      c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
      return c.html(page);
    })
    .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const done = await unsubscribe(db, token);
      const page = withLocale(locale, () => {
        const text = done
          ? m.newsletter_unsubscribed({ product: siteConfig.product })
          : m.newsletter_unsubscribe_invalid();
        const home = `<p><a href="${localizedPath("/", locale)}">${escapeHtml(m.common_return_home())}</a></p>`;
        return unsubscribePage(locale, text, home);
      });
      c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
      return c.html(page, done ? 200 : 404);
    });
}

/** The one-click form; it posts to the link the mail carried, language included. */
function formFor(token: string, lang: Locale | undefined): string {
  const action = escapeHtml(unsubscribeUrl("", token, lang));
  return `<form method="post" action="${action}"><button type="submit">${escapeHtml(m.newsletter_unsubscribe_button())}</button></form>`;
}

/** The API's deny-all policy, loosened for this one small page: its own inline styles and form. */
const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** Tap targets of 44 px, as on the site's own pages. */
const UNSUBSCRIBE_PAGE_STYLE =
  "button,a{display:inline-flex;align-items:center;min-height:44px}button{padding:0 1rem;font:inherit}";

function unsubscribePage(locale: Locale, heading: string, body: string): string {
  return `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(m.newsletter_unsubscribe_page_title({ academy: siteConfig.academyName }))}</title>
<style>${UNSUBSCRIBE_PAGE_STYLE}</style></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(heading)}</h1>${body}</body></html>`;
}
