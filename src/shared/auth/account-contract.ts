import { z } from "zod";
import { contract } from "@/shared/api/contract";
import { apiErrorSchema, betterAuthErrorSchema } from "@/shared/api-error";
import { CAPTCHA_CHALLENGE_PATH } from "@/shared/auth/captcha";
import { demoOutboxSchema } from "@/shared/auth/demo-outbox";
import { registerResultSchema, registerSchema } from "@/shared/auth/register-schema";
import { registerQuerySchema } from "@/shared/auth/return-path";
import {
  authStatusSchema,
  forgotPasswordSchema,
  signedOutSchema,
  signInResultSchema,
  signInSchema,
} from "@/shared/auth/sign-in-schema";

/** `GET /api/captcha/challenge`: an ALTCHA challenge as altcha-lib makes it; the widget reads its fields. */
const captchaChallengeSchema = z.looseObject({});

/** Our captcha refusal or Better Auth's own. */
const authErrors = apiErrorSchema.or(betterAuthErrorSchema);

export const getCaptchaChallenge = contract({
  method: "GET",
  path: CAPTCHA_CHALLENGE_PATH,
  summary: "A proof-of-work challenge (ALTCHA) for the sign-up, sign-in and reset forms",
  access: "public",
  responses: { 200: captchaChallengeSchema },
});

export const signInEmail = contract({
  method: "POST",
  path: "/api/auth/sign-in/email",
  summary: "Sign in with e-mail and password (captcha in the x-captcha-response header), then Better Auth",
  access: "public",
  body: signInSchema,
  responses: { 200: signInResultSchema },
  errors: authErrors,
});

export const requestPasswordReset = contract({
  method: "POST",
  path: "/api/auth/request-password-reset",
  summary: "Mail a reset link (captcha checked); the same answer whether or not the account exists",
  access: "public",
  // The reset page the mail links to; Better Auth refuses one that is not of this site.
  body: forgotPasswordSchema.extend({ redirectTo: z.string().optional() }),
  responses: { 200: authStatusSchema },
  errors: authErrors,
});

export const getOutbox = contract({
  method: "GET",
  path: "/api/account/outbox",
  summary: "Where the demo keeps its mails, or null when mails really go out",
  access: "public",
  responses: { 200: demoOutboxSchema },
});

export const register = contract({
  method: "POST",
  path: "/api/account/register",
  summary: "Create an account (captcha checked) and mail its confirmation link",
  access: "public",
  query: registerQuerySchema,
  body: registerSchema,
  responses: { 201: registerResultSchema },
});

export const signOut = contract({
  method: "POST",
  path: "/api/account/sign-out",
  summary: "End every session of the user and clear this browser's cookie",
  access: "public",
  responses: { 200: signedOutSchema },
});

export const accountContracts = [
  getCaptchaChallenge,
  signInEmail,
  requestPasswordReset,
  getOutbox,
  register,
  signOut,
];
