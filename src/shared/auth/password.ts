import { z } from "zod";
import { m } from "@/paraglide/messages";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The spec's limit for an e-mail address, wherever one is entered (account, profile, newsletter). */
export const EMAIL_MAX = 255;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: () => m.validation_password_min() })
  .max(PASSWORD_MAX, { error: () => m.validation_password_max() });

/**
 * An optional form's e-mail address (the newsletter, the profile): trimmed, at most EMAIL_MAX
 * characters, then a valid address, each refusal in that form's own words.
 */
export const emailAddress = (tooLong: () => string, invalid: () => string) =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: () => tooLong() })
    .pipe(z.email({ error: () => invalid() }));

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.validation_email_required() })
  .max(EMAIL_MAX, { error: () => m.validation_email_too_long() })
  .pipe(z.email({ error: () => m.validation_email_invalid() }));

/**
 * Adds the "Passwords do not match" rule to a schema with `password` and `confirmPassword`, reported
 * on the confirmation. Checked as soon as both are strings, so it shows beside other fields' errors.
 */
export function requireMatchingPasswords<
  Schema extends z.ZodType<{ password: string; confirmPassword: string }>,
>(schema: Schema) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    error: () => m.validation_passwords_mismatch(),
    path: ["confirmPassword"],
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });
}
