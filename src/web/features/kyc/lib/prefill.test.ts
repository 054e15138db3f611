import { describe, expect, it } from "vitest";
import { prefillFromProfile } from "@/web/features/kyc/lib/prefill";

describe("prefillFromProfile", () => {
  it("takes the full name and the nationality of the profile's country", () => {
    expect(prefillFromProfile({ firstName: "Nino", lastName: "Beridze", country: "Georgia" })).toEqual({
      fullName: "Nino Beridze",
      nationality: "GE",
    });
  });

  it("trims the parts and skips an empty one", () => {
    expect(prefillFromProfile({ firstName: "  Nino ", lastName: " ", country: "" })).toEqual({
      fullName: "Nino",
    });
  });

  it("leaves the nationality to the person when the country names none", () => {
    expect(prefillFromProfile({ firstName: "", lastName: "", country: "Atlantis" })).toEqual({});
  });
});
