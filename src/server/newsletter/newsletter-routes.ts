import { type Context, Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { rateLimitKey } from "@/server/http/rate-limit-key";
import { requestedLocale, withLocale } from "@/server/http/request-locale";
import { validate } from "@/server/http/validate";
import { escapeHtml } from "@/server/lib/escape-html";
import { log } from "@/server/lib/log";
import { hitRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { tooManyRequests } from "@/server/lib/too-many-requests";
import type { Mailer } from "@/server/mail/mailer";
import { resubscribeMessage } from "@/server/mail/newsletter-emails";
import {
  forgetResubscribeMail,
  type ResubscribeMail,
  resubscribe,
  resubscribeUrl,
  subscribe,
  unsubscribe,
  unsubscribeUrl,
} from "@/server/newsletter/newsletter-service";
import type { ApiError } from "@/shared/api-error";
import { type Locale, languageTags, localizedPath } from "@/shared/i18n/locales";
import {
  mailLinkQuerySchema,
  type SubscribeResult,
  subscribeSchema,
} from "@/shared/newsletter/subscribe-schema";
import { siteConfig } from "@/shared/site-config";

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60_000 };

interface Deps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  ipOf: (c: Context) => string;
}

export function newsletterRoutes({ db, mailer, baseUrl, ipOf }: Deps): Hono {
  /** True when the mail went out; otherwise the next request for the address may send it again. */
  async function sendResubscribeMail({ to, token }: ResubscribeMail): Promise<boolean> {
    try {
      await mailer.send(resubscribeMessage(to, resubscribeUrl(baseUrl, token, to.locale)));
      return true;
    } catch (error) {
      log.error({ err: error }, `the newsletter confirmation to ${to.email} was not sent`);
      await forgetResubscribeMail(db, token);
      return false;
    }
  }

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
      const result = await subscribe(db, email, requestedLocale(c));
      if (result.status !== "confirmation_sent") {
        return c.json<SubscribeResult>(result, result.status === "subscribed" ? 201 : 409);
      }
      if (result.mail && !(await sendResubscribeMail(result.mail))) {
        return c.json<ApiError>({ error: m.newsletter_failed_text(), code: "mail_failed" }, 503);
      }
      return c.json<SubscribeResult>({ status: "confirmation_sent" }, 202);
    })
    .get("/unsubscribe", validate("query", mailLinkQuerySchema), (c) => {
      // A GET must not unsubscribe: mail scanners open links. The page asks for one click.
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const page = withLocale(locale, () =>
        newsletterPage(
          locale,
          m.newsletter_unsubscribe_title(),
          formFor(unsubscribeUrl("", token, lang), m.newsletter_unsubscribe_button()),
        ),
      );
      c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
      return c.html(page);
    })
    .post("/unsubscribe", validate("query", mailLinkQuerySchema), async (c) => {
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const done = await unsubscribe(db, token);
      const page = withLocale(locale, () => {
        const text = done
          ? m.newsletter_unsubscribed({ product: siteConfig.product })
          : m.newsletter_unsubscribe_invalid();
        return newsletterPage(locale, text, homeLink(locale));
      });
      c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
      return c.html(page, done ? 200 : 404);
    })
    .get("/resubscribe", validate("query", mailLinkQuerySchema), (c) => {
      // As for unsubscribing: opening the link changes nothing, the page's button does.
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const page = withLocale(locale, () =>
        newsletterPage(
          locale,
          m.newsletter_resubscribe_title({ product: siteConfig.product }),
          formFor(resubscribeUrl("", token, lang), m.newsletter_resubscribe_button()),
        ),
      );
      c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
      return c.html(page);
    })
    .post("/resubscribe", validate("query", mailLinkQuerySchema), async (c) => {
      const { token, lang } = c.req.valid("query");
      const locale = lang ?? requestedLocale(c);
      const done = await resubscribe(db, token);
      const page = withLocale(locale, () => {
        const text = done
          ? m.newsletter_resubscribed({ product: siteConfig.product })
          : m.newsletter_resubscribe_invalid();
        return newsletterPage(locale, text, homeLink(locale));
      });
      c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
      return c.html(page, done ? 200 : 404);
    });
}

/** The page's one button; it posts to the link the mail carried, language included. */
function formFor(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

const homeLink = (locale: Locale) =>
  `<p><a href="${localizedPath("/", locale)}">${escapeHtml(m.common_return_home())}</a></p>`;

/** The API's deny-all policy, loosened for this one small page: its own inline styles and form. */
const NEWSLETTER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** Tap targets of 44 px, as on the site's own pages. */
const NEWSLETTER_PAGE_STYLE =
  "button,a{display:inline-flex;align-items:center;min-height:44px}button{padding:0 1rem;font:inherit}";

function newsletterPage(locale: Locale, heading: string, body: string): string {
  return `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(m.newsletter_unsubscribe_page_title({ academy: siteConfig.academyName }))}</title>
<style>${NEWSLETTER_PAGE_STYLE}</style></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(heading)}</h1>${body}</body></html>`;
}
