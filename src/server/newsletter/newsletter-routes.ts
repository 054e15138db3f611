import { type Context, Hono } from "hono";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { hitRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { subscribe, unsubscribe } from "@/server/newsletter/newsletter-service";
import type { ApiError } from "@/shared/api-error";
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
      const limit = await hitRateLimit(db, `newsletter:${ipOf(c)}`, NEWSLETTER_RATE_LIMIT);
      if (limit.allowed) return next();
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return c.json<ApiError>(
        { error: "Too many attempts. Please try again later.", code: "rate_limited" },
        429,
      );
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
      const { token } = c.req.valid("query");
      c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
      return c.html(unsubscribePage("Unsubscribe from the newsletter?", formFor(token)));
    })
    .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
      const done = await unsubscribe(db, c.req.valid("query").token);
      const text = done
        ? `You will no longer receive updates about ${siteConfig.product}.`
        : "This link was already used or is not valid.";
      c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
      return c.html(unsubscribePage(text, '<p><a href="/">Back to Home</a></p>'), done ? 200 : 404);
    });
}

function formFor(token: string): string {
  const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  return `<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`;
}

/** The API's deny-all policy, loosened for this one small page: its own inline styles and form. */
const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function unsubscribePage(heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Newsletter · ${siteConfig.academyName}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${heading}</h1>${body}</body></html>`;
}
