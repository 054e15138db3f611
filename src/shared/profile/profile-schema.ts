import { z } from "zod";
import { m } from "@/paraglide/messages";
import { emailAddress } from "@/shared/auth/password";
import { locales } from "@/shared/i18n/locales";

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PHONE_MAX = 20;
export const COUNTRY_MAX = 100;

// The spec's texts are in messages/*.json (profile_validation_*), each evaluated in the current language.
// They name the limits in words, as the spec writes them (../shared/tools/spec-strings finds them).
const personName = (tooShort: () => string, tooLong: () => string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN, { error: () => tooShort() })
    .max(NAME_MAX, { error: () => tooLong() });

/**
 * Shown when a request tries to change the e-mail address, which is read-only on the profile: the
 * English text (profile_validation_email_read_only), for tests; the route answers in the request's language.
 */
export const EMAIL_READ_ONLY_MESSAGE = "Email cannot be changed.";

/**
 * The profile form and `PATCH /api/profile` share this contract (spec section 5). Only these four
 * fields can be changed. The e-mail address is read-only: a request may repeat it (checked as the
 * spec asks: a valid format, at most 255 characters), and one that names another address is refused
 * whole (profile-routes.ts). Any field the form does not have refuses the whole request, so nothing
 * is changed by accident or by a crafted body.
 */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: personName(m.profile_validation_first_name_min, m.profile_validation_first_name_max),
    lastName: personName(m.profile_validation_last_name_min, m.profile_validation_last_name_max),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, { error: () => m.profile_validation_phone_max() })
      .default(""),
    country: z
      .string()
      .trim()
      .min(1, { error: () => m.profile_validation_country_required() })
      .max(COUNTRY_MAX, { error: () => m.profile_validation_country_max() }),
    email: emailAddress(m.validation_email_too_long, m.profile_validation_email_invalid).optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      return m.profile_validation_fields_read_only({ fields: issue.keys.join(", ") });
    },
  },
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A public key ID: 8 characters, A-Z and 0-9. */
export const PUBLIC_KEY_ID_PATTERN = /^[A-Z0-9]{8}$/;

/** `GET /api/profile` and the answer of `PATCH /api/profile`. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  publicKeyId: z.string().regex(PUBLIC_KEY_ID_PATTERN).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The answer of `POST /api/profile/public-key-id`. */
export const publicKeyIdSchema = z.object({ publicKeyId: z.string().regex(PUBLIC_KEY_ID_PATTERN) });

/**
 * The language of the investor's e-mails and notifications (issue 15): `PATCH /api/profile/locale`.
 * The signed-in area sets it to the language the investor reads the site in.
 */
export const profileLocaleSchema = z.strictObject({ locale: z.enum(locales) });
export type ProfileLocale = z.infer<typeof profileLocaleSchema>;
