import { z } from "zod";
import { emailSchema, passwordSchema, requireMatchingPasswords } from "@/shared/auth/password";

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be less than ${max} characters`);

const mustAccept = (message: string) => z.literal(true, { error: message });

/** The registration form and `POST /api/account/register` share this contract. */
export const registerSchema = requireMatchingPasswords(
  z.object({
    firstName: required("First name", 50),
    lastName: required("Last name", 50),
    email: emailSchema,
    phone: required("Phone", 20),
    country: required("Country", 100),
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: mustAccept("Please accept the Terms of Service"),
    acceptPrivacy: mustAccept("Please accept the Privacy Policy"),
    acceptSaleAgreement: mustAccept("Please accept the International Sale Agreement"),
    acceptKyc: mustAccept("Please confirm that you understand KYC verification is required"),
  }),
);

export type RegisterInput = z.input<typeof registerSchema>;

/** `POST /api/account/register` (201): the account waits for its e-mail to be confirmed. */
export const registerResultSchema = z.object({ status: z.literal("check_email") });
