import { afterEach, describe, expect, it } from "vitest";
import { captchaMessages } from "@/shared/auth/captcha";
import { registerSchema } from "@/shared/auth/register-schema";
import { resetPasswordSchema } from "@/shared/auth/reset-password-schema";
import { registerQuerySchema } from "@/shared/auth/return-path";
import { signInSchema } from "@/shared/auth/sign-in-schema";
import { validRegistration } from "@/shared/auth/valid-registration";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import type { Locale } from "@/shared/i18n/locales";

let locale: Locale = "en";
setServerLocaleSource(() => locale);
afterEach(() => {
  locale = "en";
});

const filled = validRegistration("nino@example.ge");

/** Each failing field's first message. */
const errorsOf = (
  schema: { safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the account schemas speak the current language (the server's: its request's)", () => {
  it("registration: each field's message in Georgian when the locale is ka", () => {
    locale = "ka";
    const empty = {
      ...filled,
      firstName: "",
      lastName: " ",
      email: "",
      phone: "",
      country: "",
      password: "short",
      confirmPassword: "other",
      acceptTerms: false,
      acceptPrivacy: false,
      acceptSaleAgreement: false,
      acceptKyc: false,
    };
    expect(errorsOf(registerSchema, empty)).toEqual({
      firstName: "სახელი სავალდებულოა",
      lastName: "გვარი სავალდებულოა",
      email: "ელფოსტა სავალდებულოა",
      phone: "ტელეფონი სავალდებულოა",
      country: "ქვეყანა სავალდებულოა",
      password: "პაროლი უნდა შედგებოდეს მინიმუმ 8 სიმბოლოსგან",
      confirmPassword: "პაროლები არ ემთხვევა",
      acceptTerms: "გთხოვთ, დაეთანხმოთ მომსახურების პირობებს",
      acceptPrivacy: "გთხოვთ, დაეთანხმოთ კონფიდენციალურობის პოლიტიკას",
      acceptSaleAgreement: "გთხოვთ, დაეთანხმოთ საერთაშორისო ნასყიდობის ხელშეკრულებას",
      acceptKyc: "გთხოვთ, დაადასტუროთ, რომ გესმით: ვინაობის შემოწმება (KYC) სავალდებულოა",
    });
    expect(errorsOf(registerSchema, { ...filled, firstName: "ნ".repeat(51), email: "nino" })).toEqual({
      firstName: "სახელი 50 სიმბოლოზე მოკლე უნდა იყოს",
      email: "გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი",
    });
  });

  it("the same schema object answers in English again once the locale is en (nothing frozen)", () => {
    locale = "ka";
    expect(errorsOf(signInSchema, { email: "nino@example.ge", password: "", rememberMe: false })).toEqual({
      password: "პაროლი სავალდებულოა",
    });
    locale = "en";
    expect(errorsOf(signInSchema, { email: "nino@example.ge", password: "", rememberMe: false })).toEqual({
      password: "Password is required",
    });
  });

  it("reset password, return path and captcha refusals in Georgian", () => {
    locale = "ka";
    expect(
      errorsOf(resetPasswordSchema, { password: "x".repeat(129), confirmPassword: "x".repeat(129) }),
    ).toEqual({
      password: "პაროლი არ უნდა აღემატებოდეს 128 სიმბოლოს",
    });
    expect(errorsOf(registerQuerySchema, { redirectTo: "//evil.example" })).toEqual({
      redirectTo: "დასაბრუნებელი მისამართი ამ საიტის გვერდი უნდა იყოს.",
    });
    expect(captchaMessages.expired).toBe("CAPTCHA-ს ვადა ამოიწურა. გთხოვთ, გაიაროთ შემოწმება ხელახლა.");
    locale = "en";
    expect(captchaMessages.expired).toBe("CAPTCHA expired. Please verify again.");
  });

  it("accepts a Georgian page as a return path", () => {
    expect(registerQuerySchema.safeParse({ redirectTo: "/ka/dashboard" }).success).toBe(true);
    expect(registerQuerySchema.safeParse({ redirectTo: "/ka/investment?step=2" }).success).toBe(true);
  });
});
