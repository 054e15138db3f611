import { z } from "zod";
import { m } from "@/paraglide/messages";
import { emailSchema, passwordSchema, requireMatchingPasswords } from "@/shared/auth/password";

/** A required text field; its messages are functions, so each answer is in the current language. */
const required = (max: number, missing: () => string, tooLong: () => string) =>
  z.string().trim().min(1, { error: missing }).max(max, { error: tooLong });

const mustAccept = (message: () => string) => z.literal(true, { error: message });

/** The registration form and `POST /api/account/register` share this contract. */
export const registerSchema = requireMatchingPasswords(
  z.object({
    firstName: required(
      50,
      () => m.validation_first_name_required(),
      () => m.validation_first_name_too_long(),
    ),
    lastName: required(
      50,
      () => m.validation_last_name_required(),
      () => m.validation_last_name_too_long(),
    ),
    email: emailSchema,
    phone: required(
      20,
      () => m.validation_phone_required(),
      () => m.validation_phone_too_long(),
    ),
    country: required(
      100,
      () => m.validation_country_required(),
      () => m.validation_country_too_long(),
    ),
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: mustAccept(() => m.validation_accept_terms()),
    acceptPrivacy: mustAccept(() => m.validation_accept_privacy()),
    acceptSaleAgreement: mustAccept(() => m.validation_accept_sale_agreement()),
    acceptKyc: mustAccept(() => m.validation_accept_kyc()),
  }),
);

export type RegisterInput = z.input<typeof registerSchema>;

/** `POST /api/account/register` (201): the account waits for its e-mail to be confirmed. */
export const registerResultSchema = z.object({ status: z.literal("check_email") });
