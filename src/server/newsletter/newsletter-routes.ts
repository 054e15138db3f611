import { type Context, Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Db } from "@/server/db/client";
import { rateLimitKey } from "@/server/http/rate-limit-key";
import { requestedLocale, withLocale } from "@/server/http/request-locale";
import { validate } from "@/server/http/validate";
import { escapeHtml } from "@/server/lib/escape-html";
import { log } from "@/server/lib/log";
import { hitRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { tooManyRequests, tryAgainIn } from "@/server/lib/too-many-requests";
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
import { subscribeFormAction } from "@/shared/newsletter/subscribe-form-path";
import {
  mailLinkQuerySchema,
  pageLanguageQuerySchema,
  type SubscribeInput,
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

  /** The JSON route and the form's share one limit: a client gains nothing by switching. */
  const hitLimit = (c: Context) =>
    hitRateLimit(db, `newsletter:${rateLimitKey(ipOf(c))}`, NEWSLETTER_RATE_LIMIT);

  /** The subscription both routes make, and its status; "mail_failed" when the link could not go out. */
  async function subscribeFrom({ email, website }: SubscribeInput, locale: Locale): Promise<Outcome> {
    // A filled honeypot gets the answer a person would, so the bot learns nothing; nothing is stored.
    if (website) return { status: "subscribed" };
    const result = await subscribe(db, email, locale);
    if (result.status !== "confirmation_sent") return { status: result.status };
    if (result.mail && !(await sendResubscribeMail(result.mail))) return { status: "mail_failed" };
    return { status: "confirmation_sent" };
  }

  return new Hono()
    .post("/", async (c, next) => {
      const limit = await hitLimit(c);
      if (limit.allowed) return next();
      return tooManyRequests(c, m.api_too_many_attempts(), limit.retryAfterSeconds);
    })
    .post("/", validate("json", subscribeSchema), async (c) => {
      const outcome = await subscribeFrom(c.req.valid("json"), requestedLocale(c));
      if (outcome.status === "mail_failed") {
        return c.json<ApiError>({ error: m.newsletter_failed_text(), code: "mail_failed" }, 503);
      }
      return c.json<SubscribeResult>(outcome, OUTCOME_STATUS[outcome.status]);
    })
    .post("/form", validate("query", pageLanguageQuerySchema), async (c) => {
      // The footer's form, sent by the browser itself (before the page's script, or without it): the
      // answer is a page in the form's language, and the address never goes into a URL.
      const fields = await formFields(c);
      if (!fields) {
        return c.json<ApiError>({ error: m.api_form_expected(), code: "form_expected" }, 415);
      }
      const locale = c.req.valid("query").lang ?? requestedLocale(c);
      c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
      const limit = await hitLimit(c);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        const page = withLocale(locale, () =>
          answerPage(locale, m.newsletter_failed_title(), [
            `${m.api_too_many_attempts()} ${tryAgainIn(limit.retryAfterSeconds)}`,
          ]),
        );
        return c.html(page, 429);
      }
      // No field at all reads as an empty one, so the answer is the form's own message.
      const parsed = subscribeSchema.safeParse({ email: "", ...fields });
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === "email") ?? parsed.error.issues[0];
        const page = withLocale(locale, () =>
          retryPage(locale, fields.email ?? "", issue?.message ?? m.newsletter_email_invalid()),
        );
        return c.html(page, 400);
      }
      const outcome = await subscribeFrom(parsed.data, locale);
      const page = withLocale(locale, () => outcomePage(locale, outcome.status));
      return c.html(page, outcome.status === "mail_failed" ? 503 : OUTCOME_STATUS[outcome.status]);
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

type Outcome = SubscribeResult | { status: "mail_failed" };

const OUTCOME_STATUS = { subscribed: 201, already_subscribed: 409, confirmation_sent: 202 } as const;

/**
 * The fields of a posted form, or undefined when the body is not a form (a JSON client that took the
 * wrong route) or cannot be read as one. Only text fields count: a file where the address should be
 * is a wrong address.
 */
async function formFields(c: Context): Promise<Record<string, string> | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return undefined;
  }
}

/** What the footer's toast says after a script's submit, as a page: the spec's title and text. */
function outcomePage(locale: Locale, status: Outcome["status"]): string {
  const [title, text] = outcomeTexts(status);
  return answerPage(locale, title, [text]);
}

function outcomeTexts(status: Outcome["status"]): [string, string] {
  switch (status) {
    case "subscribed":
      return [m.newsletter_success_title(), m.newsletter_success_text({ product: siteConfig.product })];
    case "already_subscribed":
      return [m.newsletter_already_title(), m.newsletter_already_text()];
    case "confirmation_sent":
      return [m.newsletter_confirm_sent_title(), m.newsletter_confirm_sent_text()];
    case "mail_failed":
      return [m.newsletter_failed_title(), m.newsletter_failed_text()];
  }
}

function answerPage(locale: Locale, heading: string, paragraphs: string[]): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return newsletterPage(locale, heading, `${body}${homeLink(locale)}`);
}

/** A wrong address: the form again, with what was typed and why it was refused, tied to the field. */
function retryPage(locale: Locale, typed: string, problem: string): string {
  const form =
    `<form method="post" action="${escapeHtml(subscribeFormAction(locale))}" novalidate>` +
    `<label for="email">${escapeHtml(m.newsletter_email_label())}</label>` +
    `<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(typed)}" aria-invalid="true" aria-describedby="email-error">` +
    `<p id="email-error">${escapeHtml(problem)}</p>` +
    `<button type="submit">${escapeHtml(m.newsletter_subscribe())}</button></form>`;
  return newsletterPage(locale, m.newsletter_invalid_email_title(), `${form}${homeLink(locale)}`);
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
  "button,a{display:inline-flex;align-items:center;min-height:44px}button{padding:0 1rem;font:inherit}" +
  "label{display:block}input{box-sizing:border-box;width:100%;min-height:44px;font:inherit}";

function newsletterPage(locale: Locale, heading: string, body: string): string {
  return `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(m.newsletter_unsubscribe_page_title({ academy: siteConfig.academyName }))}</title>
<style>${NEWSLETTER_PAGE_STYLE}</style></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(heading)}</h1>${body}</body></html>`;
}
