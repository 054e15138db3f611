import { z } from "zod";

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PHONE_MAX = 20;
export const COUNTRY_MAX = 100;

// The spec's texts, written out so they can be found as the user sees them.
const personName = (tooShort: string, tooLong: string) =>
  z.string().trim().min(NAME_MIN, tooShort).max(NAME_MAX, tooLong);

/** Shown when a request tries to change the e-mail address, which is read-only on the profile. */
export const EMAIL_READ_ONLY_MESSAGE = "Email cannot be changed.";

/**
 * The profile form and `PATCH /api/profile` share this contract (spec section 5). Only these four
 * fields can be changed: the e-mail address, or any field the form does not have, refuses the
 * whole request so nothing is changed by accident or by a crafted body.
 */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: personName(
      "First name must be at least 2 characters",
      "First name must be less than 50 characters",
    ),
    lastName: personName(
      "Last name must be at least 2 characters",
      "Last name must be less than 50 characters",
    ),
    phone: z.string().trim().max(PHONE_MAX, "Phone must be less than 20 characters").default(""),
    country: z
      .string()
      .trim()
      .min(1, "Country is required")
      .max(COUNTRY_MAX, "Country must be less than 100 characters"),
  },
  {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      return issue.keys.includes("email")
        ? EMAIL_READ_ONLY_MESSAGE
        : `These fields cannot be changed: ${issue.keys.join(", ")}.`;
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
