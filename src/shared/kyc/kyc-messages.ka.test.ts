import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { documentMessages, documentProblem, kycDocumentLabels } from "@/shared/kyc/kyc-documents";
import { documentTypeLabels, kycMessages, kycStepSchemas } from "@/shared/kyc/kyc-schemas";
import { profileUpdateSchema } from "@/shared/profile/profile-schema";

let locale: "en" | "ka" = "ka";
beforeEach(() => {
  locale = "ka";
  setServerLocaleSource(() => locale);
});
afterEach(() => setServerLocaleSource(() => "en"));

describe("the identity check's and the profile's rules, as a Georgian request reads them", () => {
  it("refuses in the language of the moment, not the one the schema was built in", () => {
    const { personal } = kycStepSchemas("2026-06-15");
    const young = { fullName: "N", dateOfBirth: "2008-06-16", nationality: "GE" };
    expect(personal.safeParse(young).error?.issues.map((i) => i.message)).toEqual([
      "სრული სახელი უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს",
      "გაყიდვაში მონაწილეობისთვის უნდა იყოთ სულ მცირე 18 წლის",
    ]);
    locale = "en";
    expect(personal.safeParse(young).error?.issues[0]?.message).toBe(
      "Full name must be at least 2 characters",
    );
  });

  it("names the documents and the file problems in Georgian", () => {
    expect(documentProblem(0, new Uint8Array())).toBe("ფაილი ცარიელია. გთხოვთ, აირჩიოთ სხვა.");
    expect(documentMessages.missing("selfie")).toBe("გთხოვთ, ატვირთოთ დოკუმენტი: სელფი დოკუმენტით ხელში.");
    expect(documentMessages.tooManyPixels).toContain("70 მეგაპიქსელზე");
    expect(kycDocumentLabels.idFront).toBe("პირადობის დოკუმენტი (წინა მხარე)");
    expect(documentTypeLabels.passport).toBe("პასპორტი");
    expect(kycMessages.alreadyVerified).toBe("თქვენი ვინაობა უკვე დადასტურებულია.");
  });

  it("checks the profile's e-mail and says which fields cannot change, in Georgian", () => {
    const profile = { firstName: "Nino", lastName: "Beridze", country: "Georgia" };
    // The address may be repeated (the route refuses another one); it must then be an address.
    expect(profileUpdateSchema.safeParse({ ...profile, email: "x@example.ge" }).success).toBe(true);
    const malformed = profileUpdateSchema.safeParse({ ...profile, email: "x@" });
    expect(malformed.error?.issues[0]?.message).toBe("ელფოსტის ფორმატი არასწორია");
    const extra = profileUpdateSchema.safeParse({ ...profile, role: "admin" });
    expect(extra.error?.issues[0]?.message).toBe("ამ ველების შეცვლა შეუძლებელია: role.");
    const short = profileUpdateSchema.safeParse({ firstName: "N", lastName: "Beridze", country: "" });
    expect(short.error?.issues.map((i) => i.message)).toEqual([
      "სახელი უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს",
      "ქვეყანა სავალდებულოა",
    ]);
  });
});
