import { z } from "zod";

/** The request header that carries the ALTCHA solution (a body field would be consumed before Better Auth reads it). */
export const CAPTCHA_HEADER = "x-captcha-response";

/** What the server answers for each captcha failure; the expired text is the spec's. */
export const captchaMessages = {
  missing: "Please complete the human check.",
  invalid: "The human check failed. Please verify again.",
  expired: "CAPTCHA expired. Please verify again.",
  replayed: "This human check was already used. Please verify again.",
} as const;

/** `GET /api/captcha/challenge`: an ALTCHA challenge as altcha-lib makes it; the widget reads its fields. */
export const captchaChallengeSchema = z.looseObject({});
