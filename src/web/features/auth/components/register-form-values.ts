import type { z } from "zod";
import type { RegisterInput, registerSchema } from "@/shared/auth/register-schema";

type ConsentKey = "acceptTerms" | "acceptPrivacy" | "acceptSaleAgreement" | "acceptKyc";

/** The form holds unticked boxes as `false`; the schema only lets `true` through. */
export type RegisterFormValues = Omit<RegisterInput, ConsentKey> & Record<ConsentKey, boolean>;
export type RegisterValues = z.output<typeof registerSchema>;

export const emptyRegisterForm: RegisterFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  country: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
  acceptPrivacy: false,
  acceptSaleAgreement: false,
  acceptKyc: false,
};
