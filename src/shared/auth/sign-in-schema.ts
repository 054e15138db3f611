import { z } from "zod";
import { m } from "@/paraglide/messages";
import { emailSchema } from "@/shared/auth/password";

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: () => m.validation_password_required() }),
  rememberMe: z.boolean(),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** `POST /api/auth/sign-in/email`: a session cookie was set, or the account has two-factor on and the code comes next. */
export const signInResultSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ user: z.object({ id: z.string() }) }),
]);

/** Better Auth's answer to a mail or reset request: `status` true whether or not the account exists. */
export const authStatusSchema = z.object({ status: z.boolean() });

/** `POST /api/account/sign-out`: every session of the user ended, this browser's cookie cleared. */
export const signedOutSchema = z.object({ status: z.literal("signed_out") });
