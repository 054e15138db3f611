import { Hono, type MiddlewareHandler } from "hono";
import type { Captcha } from "@/server/captcha/captcha";
import type { ApiError } from "@/shared/api-error";
import { CAPTCHA_HEADER, captchaMessages } from "@/shared/auth/captcha";

export function captchaRoutes(captcha: Captcha): Hono {
  return new Hono().get("/challenge", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await captcha.challenge());
  });
}

/** Refuses a request whose captcha solution (in the x-captcha-response header) is missing, forged, expired or used. */
export function requireCaptcha(captcha: Captcha): MiddlewareHandler {
  return async (c, next) => {
    const result = await captcha.check(c.req.header(CAPTCHA_HEADER));
    if (result.ok) return next();
    return c.json<ApiError>({ error: captchaMessages[result.reason], code: `captcha_${result.reason}` }, 400);
  };
}
