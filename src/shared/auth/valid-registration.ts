import type { RegisterInput } from "@/shared/auth/register-schema";

/** A complete, valid registration for `email`: the tests' starting point, server and browser alike. */
export const validRegistration = (email: string) =>
  ({
    firstName: "Nino",
    lastName: "Beridze",
    email,
    phone: "+995 555 123 456",
    country: "Georgia",
    password: "correct horse battery",
    confirmPassword: "correct horse battery",
    acceptTerms: true,
    acceptPrivacy: true,
    acceptSaleAgreement: true,
    acceptKyc: true,
  }) satisfies RegisterInput;
