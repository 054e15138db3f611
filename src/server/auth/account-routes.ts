import { APIError } from "better-auth/api";
import type { Context } from "hono";
import { Hono } from "hono";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { registerAccount } from "@/server/auth/register-account";
import type { Captcha } from "@/server/captcha/captcha";
import { requireCaptcha } from "@/server/captcha/captcha-routes";
import type { Db } from "@/server/db/client";
import { rateLimitKey } from "@/server/http/rate-limit-key";
import { validate } from "@/server/http/validate";
import { log } from "@/server/lib/log";
import { hitRateLimit } from "@/server/lib/rate-limit";
import { tooManyRequests } from "@/server/lib/too-many-requests";
import type { ApiError } from "@/shared/api-error";
import { DEMO_OUTBOX_PATH, type DemoOutbox } from "@/shared/auth/demo-outbox";
import { registerSchema } from "@/shared/auth/register-schema";
import { DEFAULT_RETURN_PATH, registerQuerySchema } from "@/shared/auth/return-path";

export const REGISTER_RATE_LIMIT = { limit: 3, windowMs: 10_000 };

/** `?redirectTo=/investment`: the page the confirmation link returns to (Join the Sale -> /investment). */
interface Deps {
  auth: Auth;
  captcha: Captcha;
  db: Db;
  clientIpOf: (c: Context) => string;
  /** The demo's outbox is served at /dev/mail (demo chain, no SMTP, never production): app.ts decides. */
  outbox?: boolean;
}

export function accountRoutes({ auth, captcha, db, clientIpOf, outbox = false }: Deps): Hono {
  return (
    new Hono()
      // The "check your inbox" notice links the outbox when there is one: the demo explains itself.
      .get("/outbox", (c) => c.json<DemoOutbox>({ outbox: outbox ? DEMO_OUTBOX_PATH : null }))
      .post(
        "/register",
        async (c, next) => {
          const limit = await hitRateLimit(
            db,
            `register:${rateLimitKey(clientIpOf(c))}`,
            REGISTER_RATE_LIMIT,
          );
          if (limit.allowed) return next();
          return tooManyRequests(c, m.api_too_many_attempts(), limit.retryAfterSeconds);
        },
        requireCaptcha(captcha),
        validate("query", registerQuerySchema),
        validate("json", registerSchema),
        async (c) => {
          try {
            await registerAccount(
              auth,
              c.req.valid("json"),
              {
                headers: c.req.raw.headers,
                ip: clientIpOf(c),
                userAgent: c.req.header("user-agent") ?? null,
              },
              c.req.valid("query").redirectTo ?? DEFAULT_RETURN_PATH,
            );
          } catch (error) {
            if (error instanceof APIError && error.status === "BAD_REQUEST") {
              return c.json<ApiError>({ error: error.message, code: "invalid" }, 400);
            }
            log.error({ err: error }, "registration failed");
            return c.json<ApiError>({ error: m.register_failed(), code: "register_failed" }, 500);
          }
          // The same answer whether the address was new or not: only its owner's inbox tells. This
          // browser is the one the confirmation link signs in (confirmation-browser.ts).
          c.header("Set-Cookie", auth.confirmingBrowser.markFor(c.req.valid("json").email), { append: true });
          return c.json({ status: "check_email" as const }, 201);
        },
      )
      .post("/sign-out", async (c) => {
        // Ends every session of the user, then clears this browser's cookie.
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (session) await auth.api.revokeSessions({ headers: c.req.raw.headers });
        const response = await auth.api
          .signOut({ headers: c.req.raw.headers, asResponse: true })
          .catch(() => null);
        const cleared = new Headers({ "Content-Type": "application/json" });
        for (const cookie of response?.headers.getSetCookie() ?? []) cleared.append("Set-Cookie", cookie);
        return new Response(JSON.stringify({ status: "signed_out" }), { status: 200, headers: cleared });
      })
  );
}
