import { describe, expect, it } from "vitest";
import { registerSchema } from "@/shared/auth/register-schema";
import { validRegistration } from "@/shared/auth/valid-registration";

const filled = validRegistration("nino@example.ge");

const messagesFor = (input: unknown, field: string) => {
  const result = registerSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join(".") === field).map((i) => i.message);
};

describe("registerSchema", () => {
  it("accepts a complete registration", () => {
    expect(registerSchema.safeParse(filled).success).toBe(true);
  });

  it("reports a password mismatch together with the other errors of a first submit", () => {
    const firstSubmit = { ...filled, confirmPassword: "something else", acceptTerms: false, firstName: "" };
    expect(messagesFor(firstSubmit, "confirmPassword")).toEqual(["Passwords do not match"]);
    expect(messagesFor(firstSubmit, "acceptTerms")).toEqual(["Please accept the Terms of Service"]);
    expect(messagesFor(firstSubmit, "firstName")).toEqual(["First name is required"]);
  });

  it("requires each of the four boxes", () => {
    for (const box of ["acceptTerms", "acceptPrivacy", "acceptSaleAgreement", "acceptKyc"]) {
      expect(messagesFor({ ...filled, [box]: false }, box)).toHaveLength(1);
    }
  });
});
